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

    public init(_ arguments: ModeArguments) throws(UsageError) {
        file = arguments.operands.first ?? ""
        format = arguments.value(Self.format).flatMap(DiagramFormat.init(rawValue:))
        output = arguments.value(Self.output)
    }
}
