/// The one table of commands: the interpreter, `help`, the REPL's completion and the man page
/// all read it, so they cannot disagree.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    /// Each path prefix (its words joined with spaces: a String key hashes without the runtime
    /// looking up Array's conditional Hashable conformance, which costs start-up, issue 11's 4 ms):
    /// the command it names, if any, and the words that extend it, so the binder finds both in one
    /// look-up per word of every line.
    private let nodes: [String: PathNode]
    public let maxDepth: Int
    private struct PathNode: Sendable {
        var command: Int?
        var next: [String] = []
    }
    /// First words of all commands, in table order.
    public let topLevelWords: [String]

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var nodes: [String: PathNode] = [:]
        for (index, command) in commands.enumerated() {
            var prefix = ""
            for word in command.path {
                if !(nodes[prefix]?.next ?? []).contains(word) { nodes[prefix, default: PathNode()].next.append(word) }
                prefix += prefix.isEmpty ? word : " " + word
            }
            if nodes[prefix]?.command == nil { nodes[prefix, default: PathNode()].command = index }
        }
        self.nodes = nodes
        self.topLevelWords = nodes[""]?.next ?? []
        self.maxDepth = commands.reduce(1) { max($0, $1.path.count) }
    }

    /// Every command of the language, area by area.
    public static let shared = CommandTable(concatenating: [
        SessionCommands.all, StorefrontCommands.all, DeviceCommands.all, CatalogCommands.all, CatalogFileCommands.all,
        ProductsCommands.all, PaymentCommands.all, SheetCommands.all, SubscriptionCommands.all, AppStoreChangeCommands.all, OfferCommands.all,
        FamilyCommands.all,
        StoreKit2Commands.all, AppStoreCommands.all, ProductPageCommands.all, ExternalPurchaseCommands.all, EntitlementCommands.all,
        ServerCommands.all, ServerAPICommands.all, NotificationCommands.all, ScenarioCommands.all, RecordCommands.all, WatchCommands.all,
        DiagramCommands.all,
    ])

    /// The areas' lists in one array, copied once: twenty `+`s copied the growing table twenty
    /// times, a fifth of building it (issue 11's start-up budget).
    init(concatenating areas: [[CommandSpec]]) {
        var commands: [CommandSpec] = []
        commands.reserveCapacity(areas.reduce(0) { $0 + $1.count })
        for area in areas { commands.append(contentsOf: area) }
        self.init(commands)
    }

    public func command(_ path: [String]) -> CommandSpec? {
        nodes[joinWords(path, separator: " ")]?.command.map { commands[$0] }
    }

    /// The longest command that the leading words spell, and the words that can follow it to
    /// make a longer one. One look-up per word, each prefix built on the last, stopping where no
    /// command goes on: the binder asks on every line.
    public func longestCommand(_ words: some Collection<String>) -> (command: CommandSpec, subcommands: [String])? {
        var prefix = ""
        var found: (index: Int, subcommands: [String])?
        for word in words.prefix(maxDepth) {
            if !prefix.isEmpty { prefix += " " }
            prefix += word
            guard let node = nodes[prefix] else { break }
            if let index = node.command { found = (index, node.next) }
            if node.next.isEmpty { break }
        }
        return found.map { (commands[$0.index], $0.subcommands) }
    }

    /// The words that can follow `path` to make a longer command, in table order.
    public func subcommands(of path: [String]) -> [String] {
        nodes[joinWords(path, separator: " ")]?.next ?? []
    }
}
