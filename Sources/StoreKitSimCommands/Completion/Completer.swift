import StoreKitSim

/// Tab completion for a command line, from the command table and the live world.
///
/// The REPL asks it what may follow the text left of the cursor: command words and subcommands,
/// the bound command's options, and argument values from each `ValueKind`'s `completions(world)`
/// (storefronts complete to alpha-3, product ids, transaction ids, ...). File arguments ask the
/// `fileNames` function, which the front end provides, so this type touches no file system.
public struct Completer: Sendable {
    /// What may replace the word being typed.
    public struct Completion: Sendable, Equatable {
        /// The partial word left of the cursor that the candidates replace.
        public var word: String
        /// Full replacements for `word`, in table or world order, without duplicates.
        public var candidates: [String]
        /// How many characters of the line the partial word takes as typed (quotes included).
        public var typedLength: Int

        public init(word: String, candidates: [String], typedLength: Int? = nil) {
            self.word = word
            self.candidates = candidates
            self.typedLength = typedLength ?? word.count
        }
    }

    public let table: CommandTable
    /// File and folder names starting with a partial path; folders end in `/`.
    public var fileNames: @Sendable (String) -> [String]

    public init(table: CommandTable = .shared, fileNames: @escaping @Sendable (String) -> [String] = { _ in [] }) {
        self.table = table
        self.fileNames = fileNames
    }

    /// Candidates for the word that ends at the end of `line` (the text left of the cursor).
    public func complete(_ line: String, world: World) -> Completion {
        let (words, partial, typed) = CompletionWords.split(line)
        let all = candidates(after: words, partial: partial, world: world)
        return Completion(word: partial, candidates: CompletionWords.matching(partial, in: all), typedLength: typed)
    }

    /// Everything that could stand in the next position, before filtering by the partial word.
    func candidates(after words: [String], partial: String, world: World) -> [String] {
        if words.isEmpty { return table.topLevelWords }
        // The longest prefix of the words that names a command or a group of commands.
        var depth = min(words.count, table.maxDepth)
        while depth > 0, table.command(Array(words.prefix(depth))) == nil,
              table.subcommands(of: Array(words.prefix(depth))).isEmpty {
            depth -= 1
        }
        guard depth > 0 else { return [] }
        let path = Array(words.prefix(depth))
        let rest = Array(words.dropFirst(depth))
        // `help storefront <Tab>` offers what follows `storefront`, not every command again.
        if path == ["help"], !rest.isEmpty { return table.subcommands(of: rest) }
        var result: [String] = []
        if rest.isEmpty { result += table.subcommands(of: path) }
        if let command = table.command(path) {
            result += values(for: command, after: rest, partial: partial, world: world)
        }
        return result
    }

    /// Options, option values and positional values for a command whose arguments have begun.
    private func values(for command: CommandSpec, after rest: [String], partial: String, world: World) -> [String] {
        var used: Set<String> = []
        var positional = 0
        var index = 0
        var optionsEnded = false
        while index < rest.count {
            let word = rest[index]
            index += 1
            if !optionsEnded, word == "--" { optionsEnded = true; continue }
            if !optionsEnded, word.hasPrefix("--"), let option = command.options.first(where: { "--" + $0.name == word }) {
                used.insert(option.name)
                if let kind = option.kind {
                    if index == rest.count { return complete(kind, partial: partial, world: world) }
                    index += 1
                }
                continue
            }
            positional += 1
        }
        if !optionsEnded, partial.hasPrefix("-") {
            return command.options.filter { !used.contains($0.name) }.map { "--" + $0.name }
        }
        guard let argument = argument(of: command, at: positional, given: used) else { return [] }
        return complete(argument.kind, partial: partial, world: world)
    }

    /// The argument spec a positional word at `position` binds to, if any, among those that take
    /// part with the options `given` (`clock advance --to next-renewal ` completes a PRODUCT).
    private func argument(of command: CommandSpec, at position: Int, given: Set<String>) -> ArgumentSpec? {
        var remaining = position
        var options: NamedValues<BoundValue> = [:]
        for name in given { options[name] = .flag }
        for spec in command.arguments where spec.applies(given: options) {
            switch spec.arity {
            case .one, .optional:
                if remaining == 0 { return spec }
                remaining -= 1
            case .oneOrMore, .zeroOrMore:
                return spec
            }
        }
        return nil
    }

    private func complete(_ kind: ValueKind, partial: String, world: World) -> [String] {
        var result = kind.completions(world)
        if kind.isFile { result += fileNames(partial) }
        return result
    }
}
