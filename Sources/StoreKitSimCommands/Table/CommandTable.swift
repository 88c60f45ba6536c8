import StoreKitSim

/// The one table of commands: the interpreter, `help`, the REPL's completion and the man page
/// all read it, so they cannot disagree.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    /// Each path prefix (its words joined with spaces: a String key hashes without the runtime
    /// looking up Array's conditional Hashable conformance, which costs start-up, issue 11's 4 ms)
    /// to its node in `pathNodes`: the command it names, if any, and the words that extend it.
    private let nodes: [String: Int]
    /// The prefixes' nodes. Each knows its children's nodes, so the binder looks up a line's first
    /// word and then walks down by comparing words, instead of building and hashing every prefix.
    private let pathNodes: [PathNode]
    public let maxDepth: Int
    private struct PathNode: Sendable {
        var command: Int?
        var next: [String] = []
        /// The node of each word in `next`, in the same order.
        var children: [Int] = []
    }
    /// First words of all commands, in table order.
    public let topLevelWords: [String]
    /// Each of `topLevelWords` to its node: the binder looks up every line's first word.
    private let firstNodes: [String: Int]

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var byPrefix: [String: PathNode] = [:]
        for (index, command) in commands.enumerated() {
            var prefix = ""
            for word in command.path {
                if !(byPrefix[prefix]?.next ?? []).contains(word) { byPrefix[prefix, default: PathNode()].next.append(word) }
                prefix += prefix.isEmpty ? word : " " + word
            }
            if byPrefix[prefix]?.command == nil { byPrefix[prefix, default: PathNode()].command = index }
        }
        var nodes: [String: Int] = [:]
        nodes.reserveCapacity(byPrefix.count)
        for prefix in byPrefix.keys { nodes[prefix] = nodes.count }
        var pathNodes = [PathNode](repeating: PathNode(), count: nodes.count)
        for (prefix, var node) in byPrefix {
            node.children = node.next.map { nodes[prefix.isEmpty ? $0 : prefix + " " + $0]! }
            pathNodes[nodes[prefix]!] = node
        }
        self.nodes = nodes
        self.pathNodes = pathNodes
        self.topLevelWords = byPrefix[""]?.next ?? []
        firstNodes = Dictionary(uniqueKeysWithValues: topLevelWords.map { ($0, nodes[$0]!) })
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
        nodes[joinWords(path, separator: " ")].flatMap { pathNodes[$0].command }.map { commands[$0] }
    }

    /// The longest command that the leading words spell, and the words that can follow it to
    /// make a longer one: the first word's node, then down its children word by
    /// word, stopping where no command goes on. The binder asks on every line, so the tokens are
    /// read in place (reading their words through a lazy map copied each token and its location).
    func longestCommand(_ tokens: [Token]) -> (command: CommandSpec, subcommands: [String])? {
        guard let first = tokens.first, var node = firstNodes[first.text] else { return nil }
        var found: Int?
        var index = 1
        for _ in 1...maxDepth {
            if pathNodes[node].command != nil { found = node }
            guard index < tokens.count, !pathNodes[node].next.isEmpty else { break }
            let count = tokens[index].text.utf8.count
            guard let child = pathNodes[node].next.firstIndex(where: { $0.utf8.count == count && $0 == tokens[index].text }) else { break }
            node = pathNodes[node].children[child]
            index += 1
        }
        guard let found, let command = pathNodes[found].command else { return nil }
        return (commands[command], pathNodes[found].next)
    }

    /// The words that can follow `path` to make a longer command, in table order (for the empty
    /// path, the first words).
    public func subcommands(of path: [String]) -> [String] {
        // No command word is empty; joined, a path holding one could read as a shorter path's key
        // ([""] as the empty path's "", so `""` typed as a command listed every first word).
        if path.contains(where: \.isEmpty) { return [] }
        return subcommands(ofPrefix: joinWords(path, separator: " "))
    }

    /// `subcommands(of: [word])`, without making a list to join: the binder asks it of every
    /// unknown command.
    public func subcommands(ofWord word: String) -> [String] {
        word.isEmpty ? [] : subcommands(ofPrefix: word)
    }

    private func subcommands(ofPrefix prefix: String) -> [String] {
        nodes[prefix].map { pathNodes[$0].next } ?? []
    }
}
