/// `storekit-sim serve [--listen ADDR:PORT] [--seed TEXT] [--bundle-id ID] [--app-apple-id N]
/// [--clock-start INSTANT|now] [FILE...]`: declared here so usage, completion and the man page
/// know it; the server itself registers its handler in the executable's `Subcommands`.
public struct ServeOptions: ModeOptions {
    public static let modeName = "serve"
    public static let listen = ExecutableCommandLine.Option(["--listen"], .text, "ADDR:PORT",
                                                            help: "listen on ADDR:PORT (default 127.0.0.1:8080; port 0 picks a free one)")
    public static let seed = ExecutableCommandLine.Option(["--seed"], .text, "TEXT", help: """
        make keys, transaction ids and notification UUIDs reproducible from TEXT (default: random per start)
        """)
    public static let bundleID = ExecutableCommandLine.Option(["--bundle-id"], .text, "ID",
                                                              help: "every world's bundle id (default com.example.storekitsim)")
    public static let appAppleID = ExecutableCommandLine.Option(["--app-apple-id"], .number, "N",
                                                                help: "every world's app Apple ID (default 1234567890)")
    public static let clockStart = ExecutableCommandLine.Option(["--clock-start"], .text, "INSTANT", help: """
        every world's clock starts at INSTANT (2026-01-01T00:00:00Z, UTC) or 'now', the host's time
        """)

    /// The options in the order `serve --help` lists them.
    public static let all = [listen, seed, bundleID, appAppleID, clockStart]

    /// Catalogs and scenario files loaded before serving, in order.
    public var files: [String]
    /// `ADDR:PORT` as given; nil for the default.
    public var listen: String?
    public var seed: String?
    public var bundleID: String?
    public var appAppleID: String?
    public var clockStart: String?

    public init(_ parsed: ModeArguments) throws(UsageError) {
        files = parsed.operands
        listen = parsed.value(Self.listen)
        seed = parsed.value(Self.seed)
        bundleID = parsed.value(Self.bundleID)
        appAppleID = parsed.value(Self.appAppleID)
        clockStart = parsed.value(Self.clockStart)
    }
}
