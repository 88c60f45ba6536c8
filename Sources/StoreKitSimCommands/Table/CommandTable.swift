/// The one table of commands: the interpreter, `help`, the REPL's completion and the man page
/// all read it, so they cannot disagree.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    private let byPath: [[String]: Int]
    public let maxDepth: Int
    /// The words that extend each path prefix, computed once: the binder asks on every line.
    private let extensions: [[String]: [String]]
    /// First words of all commands, in table order.
    public let topLevelWords: [String]

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var byPath: [[String]: Int] = [:]
        var extensions: [[String]: [String]] = [:]
        for (index, command) in commands.enumerated() {
            if byPath[command.path] == nil { byPath[command.path] = index }
            for depth in 0..<command.path.count {
                let prefix = Array(command.path.prefix(depth))
                let word = command.path[depth]
                if !(extensions[prefix] ?? []).contains(word) { extensions[prefix, default: []].append(word) }
            }
        }
        self.byPath = byPath
        self.extensions = extensions
        self.topLevelWords = extensions[[]] ?? []
        self.maxDepth = commands.map(\.path.count).max() ?? 1
    }

    /// Every command of the language, area by area.
    public static let shared = CommandTable(
        SessionCommands.all + StorefrontCommands.all + DeviceCommands.all + CatalogCommands.all + CatalogFileCommands.all
            + ProductsCommands.all + PaymentCommands.all + SheetCommands.all + SubscriptionCommands.all + OfferCommands.all + FamilyCommands.all + StoreKit2Commands.all + AppStoreCommands.all + ProductPageCommands.all
            + ExternalPurchaseCommands.all + EntitlementCommands.all + ServerCommands.all + ScenarioCommands.all + RecordCommands.all + WatchCommands.all
            + DiagramCommands.all
    )

    public func command(_ path: [String]) -> CommandSpec? {
        byPath[path].map { commands[$0] }
    }

    /// The words that can follow `path` to make a longer command, in table order.
    public func subcommands(of path: [String]) -> [String] {
        extensions[path] ?? []
    }
}
