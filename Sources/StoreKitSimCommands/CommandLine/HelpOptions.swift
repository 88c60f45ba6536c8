/// `storekit-sim help [COMMAND...] [--search TEXT]`: the language's `help` from the command line,
/// with the same `--search` the session's `help` takes.
public struct HelpOptions: ModeOptions {
    public static let modeName = "help"
    public static let search = ExecutableCommandLine.Option(["--search"], .text, "TEXT",
                                                            help: "list the commands that mention every word of TEXT")

    /// The words after `help`, passed to the language's `help` as typed.
    public var words: [String]
    public var search: String?

    public init(_ arguments: ModeArguments) throws(UsageError) {
        words = arguments.operands
        search = arguments.value(Self.search)
    }
}
