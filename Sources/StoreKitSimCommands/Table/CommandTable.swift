/// The one table of commands: the interpreter, `help`, the REPL's completion and the man page
/// all read it, so they cannot disagree.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    private let byPath: [[String]: Int]
    public let maxDepth: Int

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var byPath: [[String]: Int] = [:]
        for (index, command) in commands.enumerated() where byPath[command.path] == nil {
            byPath[command.path] = index
        }
        self.byPath = byPath
        self.maxDepth = commands.map(\.path.count).max() ?? 1
    }

    /// Every command of the language, area by area.
    public static let shared = CommandTable(
        SessionCommands.all + StorefrontCommands.all + DeviceCommands.all + CatalogCommands.all + CatalogFileCommands.all
            + ProductsCommands.all + PaymentCommands.all + SheetCommands.all + ProductPageCommands.all
            + ExternalPurchaseCommands.all + EntitlementCommands.all + ServerCommands.all + ScenarioCommands.all + RecordCommands.all + WatchCommands.all
    )

    public func command(_ path: [String]) -> CommandSpec? {
        byPath[path].map { commands[$0] }
    }

    /// The words that can follow `path` to make a longer command, in table order.
    public func subcommands(of path: [String]) -> [String] {
        var seen: [String] = []
        for command in commands where command.path.count > path.count && Array(command.path.prefix(path.count)) == path {
            let word = command.path[path.count]
            if !seen.contains(word) { seen.append(word) }
        }
        return seen
    }

    /// First words of all commands, in table order.
    public var topLevelWords: [String] {
        var seen: [String] = []
        for command in commands where !seen.contains(command.path[0]) { seen.append(command.path[0]) }
        return seen
    }
}
