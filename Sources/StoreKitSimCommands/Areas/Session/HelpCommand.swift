import StoreKitSim

/// `help [COMMAND...] [--search TEXT]`: the command table's own pages, read from the table.
public struct HelpCommand: TypedCommand {
    /// The words of the command to explain; empty lists every command by area.
    public var commandWords: [String] = []
    /// Words every listed command must mention.
    public var search: String?

    public init() {}
    public init(_ commandWords: [String] = [], search: String? = nil) {
        self.commandWords = commandWords
        self.search = search
    }

    public static let declaration = CommandDeclaration(
        "help", area: .session, summary: "list the commands, or explain one",
        discussion: """
            Without an argument, lists every command by area. With a command, shows its usage, what it does, its arguments and options, \
            and examples; a command typed with its arguments ('help buy com.example.gems') explains the command. With --search, lists \
            the commands that mention every word of TEXT.
            """,
        examples: ["help", "help storefront set", "help --search purchase"], inspects: true)
    public static let fields: [CommandField<Self>] = [
        .arguments("COMMAND", \.commandWords, .commandWord, atLeastOne: false,
                   help: "a command, e.g. 'storefront set'; words after its name are ignored"),
        .option("search", \.search, .word, valueName: "TEXT",
                help: "list the commands whose name, summary, discussion or argument help mention TEXT, in any case"),
    ]

    public func run(in session: Session) throws {
        let help = HelpRenderer(table: session.binder.table)
        let lines = try search.map(help.searchResults) ?? (commandWords.isEmpty ? help.overview() : help.describe(commandWords))
        for line in lines { session.emit(line) }
    }
}
