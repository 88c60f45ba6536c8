import StoreKitSimDiagrams

/// `storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]`.
public struct DiagramOptions: ModeOptions {
    public static let modeName = "diagram"
    public static let format = ExecutableCommandLine.Option(["--format"], .choice(DiagramFormat.allCases.map(\.rawValue)), "FORMAT",
                                                            help: "svg or mermaid")
    public static let output = ExecutableCommandLine.Option(["-o", "--output"], .file, "OUT", help: "write to OUT atomically")

    public var file: String
    /// nil: from OUT's extension, else Mermaid.
    public var format: DiagramFormat?
    public var output: String?

    public init(_ parsed: ModeArguments) throws(UsageError) {
        file = parsed.operands.first ?? ""
        format = parsed.value(Self.format).flatMap(DiagramFormat.init(rawValue:))
        output = parsed.value(Self.output)
    }
}
