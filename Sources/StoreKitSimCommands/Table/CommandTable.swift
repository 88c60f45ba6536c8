/// The one table of commands: the interpreter, `help`, the REPL's completion and the man page
/// all read it, so they cannot disagree.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]
    /// Keyed by the words joined with spaces: a String key hashes without the runtime looking up
    /// Array's conditional Hashable conformance, which costs start-up (issue 11's 4 ms).
    private let byPath: [String: Int]
    public let maxDepth: Int
    /// The words that extend each path prefix (joined as above), computed once: the binder asks on every line.
    private let extensions: [String: [String]]
    /// First words of all commands, in table order.
    public let topLevelWords: [String]

    public init(_ commands: [CommandSpec]) {
        self.commands = commands
        var byPath: [String: Int] = [:]
        var extensions: [String: [String]] = [:]
        for (index, command) in commands.enumerated() {
            var prefix = ""
            for word in command.path {
                if !(extensions[prefix] ?? []).contains(word) { extensions[prefix, default: []].append(word) }
                prefix += prefix.isEmpty ? word : " " + word
            }
            if byPath[prefix] == nil { byPath[prefix] = index }
        }
        self.byPath = byPath
        self.extensions = extensions
        self.topLevelWords = extensions[""] ?? []
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
        byPath[joinWords(path, separator: " ")].map { commands[$0] }
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
            let next = extensions[prefix]
            if let index = byPath[prefix] { found = (index, next ?? []) }
            if next == nil { break }
        }
        return found.map { (commands[$0.index], $0.subcommands) }
    }

    /// The words that can follow `path` to make a longer command, in table order.
    public func subcommands(of path: [String]) -> [String] {
        extensions[joinWords(path, separator: " ")] ?? []
    }
}
