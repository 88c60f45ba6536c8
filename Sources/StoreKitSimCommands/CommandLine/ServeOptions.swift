/// `storekit-sim serve [--listen ADDR:PORT] [--token TOKEN | --token-file FILE] [--ready-file FILE]
/// [--seed TEXT] [--bundle-id ID] [--app-apple-id N] [--clock-start INSTANT|now] [FILE...]`:
/// declared here so usage, completion and the man page know it; the server itself registers its
/// handler in the executable's `Subcommands`.
public struct ServeOptions: ModeOptions {
    public static let modeName = "serve"
    public static let listen = ExecutableCommandLine.Option(["--listen"], .text, "ADDR:PORT",
                                                            help: "listen on ADDR:PORT (default 127.0.0.1:8080; port 0 picks a free one)")
    public static let token = ExecutableCommandLine.Option(
        ["--token"], .text, "TOKEN",
        help: "the control token (16 to 256 visible ASCII characters; default: 32 random bytes in hex, new per start)")
    public static let tokenFile = ExecutableCommandLine.Option(["--token-file"], .file, "FILE",
                                                               help: "write the control token to FILE (mode 0600)")
    public static let readyFile = ExecutableCommandLine.Option(
        ["--ready-file"], .file, "FILE", help: "once listening, write {\"url\", \"token\", \"pid\"} as JSON to FILE (mode 0600)")
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
    public static let expose = ExecutableCommandLine.Option(
        ["--expose"], help: "allow a --listen address other than loopback (the API, the control endpoint and its key reach the network)")
    public static let allowRemoteNotifications = ExecutableCommandLine.Option(
        ["--allow-remote-notifications"], help: "let 'notifications url' sent over HTTP name hosts other than loopback")
    /// Every option of the mode, in the order usage lists them.
    public static let options = [listen, token, tokenFile, readyFile, expose, allowRemoteNotifications, seed, bundleID, appAppleID,
                                 clockStart]

    /// Catalogs and scenario files loaded before serving, in order.
    public var files: [String]
    /// `ADDR:PORT` as given; nil for the default.
    public var listen: String?
    /// The control token as given (CI); nil for a random one.
    public var token: String?
    public var tokenFile: String?
    public var readyFile: String?
    public var seed: String?
    public var bundleID: String?
    public var appAppleID: String?
    public var clockStart: String?
    /// A non-loopback `--listen` was asked for knowingly.
    public var expose: Bool
    public var allowRemoteNotifications: Bool

    public init(_ parsed: ModeArguments) throws(UsageError) {
        files = parsed.operands
        listen = parsed.value(Self.listen)
        token = parsed.value(Self.token)
        tokenFile = parsed.value(Self.tokenFile)
        readyFile = parsed.value(Self.readyFile)
        seed = parsed.value(Self.seed)
        bundleID = parsed.value(Self.bundleID)
        appAppleID = parsed.value(Self.appAppleID)
        clockStart = parsed.value(Self.clockStart)
        expose = parsed.has(Self.expose)
        allowRemoteNotifications = parsed.has(Self.allowRemoteNotifications)
        if let token, !Self.acceptable(token) {
            throw UsageError("'--token' takes 16 to 256 visible ASCII characters (no spaces)",
                             hint: "leave it out for a random token, or: --token \"$(openssl rand -hex 32)\"", mode: Self.modeName)
        }
    }

    /// A token a client can send in `Authorization: Bearer TOKEN` unchanged, and long enough not to
    /// be guessed in a few tries.
    public static func acceptable(_ token: String) -> Bool {
        (16...256).contains(token.utf8.count) && token.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
