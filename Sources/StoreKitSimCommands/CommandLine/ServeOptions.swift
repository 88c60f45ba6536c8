/// `storekit-sim serve [--listen ADDR:PORT] [FILE...]`: declared here so usage, completion and the
/// man page know it; the server itself registers its handler in the executable's `Subcommands`.
public struct ServeOptions: ModeOptions {
    public static let modeName = "serve"
    public static let listen = ExecutableCommandLine.Option(["--listen"], .text, "ADDR:PORT", help: "listen on ADDR:PORT (default 127.0.0.1)")

    /// Catalogs and scenario files loaded before serving, in order.
    public var files: [String]
    /// `ADDR:PORT` as given; nil for the default.
    public var listen: String?

    public init(_ arguments: ModeArguments) throws(UsageError) {
        files = arguments.operands
        listen = arguments.value(Self.listen)
    }
}
