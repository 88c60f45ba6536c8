import StoreKitSim

/// Finds the command a token list names and binds the rest to its typed arguments and options.
///
/// Every failure is a located `Diagnostic` with a hint: an unknown command or option gets
/// "did you mean", a missing or extra argument gets the usage line.
public struct Binder: Sendable {
    public let table: CommandTable

    static let sharedTopLevel = SuggestionIndex(CommandTable.shared.topLevelWords)

    public init(table: CommandTable = .shared) {
        self.table = table
    }

    public func bind(_ tokens: [Token], world: World) throws(Diagnostic) -> (CommandSpec, Arguments) {
        var arguments = Arguments()
        let command = try bind(tokens, world: world, into: &arguments)
        return (command, arguments)
    }

    /// `bind`, filling the caller's `arguments` (fresh) in place: the session binds every line it
    /// runs, and handing the bound values back through returns copied them twice.
    public func bind(_ tokens: [Token], world: World, into arguments: inout Arguments) throws(Diagnostic) -> CommandSpec {
        precondition(!tokens.isEmpty)
        let command = try resolve(tokens)
        try bind(tokens, to: command, world: world, into: &arguments)
        return command
    }

    /// Binds the words after the command's own (`resolve(tokens)` found it) to its arguments and options.
    public func bind(_ tokens: [Token], to command: CommandSpec, world: World, into arguments: inout Arguments) throws(Diagnostic) {
        let rest = tokens[command.path.count...]
        let head = tokens[command.path.count - 1].range
        try bindArguments(rest, of: command, world: world, after: head, into: &arguments)
        arguments.commandRange = SourceRange(start: tokens[0].range.start, endColumn: tokens.last!.range.endColumn)
    }

    /// The longest command path that the leading words spell.
    public func resolve(_ tokens: [Token]) throws(Diagnostic) -> CommandSpec {
        if let (command, subcommands) = table.longestCommand(tokens) {
            // A bare group command with no positional arguments: a following word must be a subcommand.
            let depth = command.path.count
            if tokens.count > depth, command.arguments.isEmpty, !subcommands.isEmpty, !tokens[depth].isOption {
                throw unknownSubcommand(tokens[depth], group: command.path, subcommands: subcommands)
            }
            return command
        }
        let first = tokens[0]
        let subcommands = table.subcommands(ofWord: first.text)
        if !subcommands.isEmpty {
            if tokens.count > 1 {
                throw unknownSubcommand(tokens[1], group: [first.text], subcommands: subcommands)
            }
            throw Diagnostic(code: "missing-subcommand", message: "'\(first.text)' needs a subcommand: \(subcommands.joined(separator: ", "))",
                             range: first.range,
                                 hint: "for example '\(first.text) \(subcommands[0])'; 'help \(first.text) \(subcommands[0])' explains it")
        }
        // The shared table's words prepared once, on the first unknown command (never at start-up).
        let suggested = table.topLevelWords == Self.sharedTopLevel.words ? Suggester.didYouMean(first.text, in: Self.sharedTopLevel)
            : Suggester.didYouMean(first.text, among: table.topLevelWords)
        throw Diagnostic(code: "unknown-command", message: LineText("unknown command '\(first.text)'").string, range: first.range,
                         hint: suggested ?? "'help' lists the commands")
    }

    private func unknownSubcommand(_ token: Token, group: [String], subcommands: [String]) -> Diagnostic {
        let name = group.joined(separator: " ")
        let hint = Suggester.didYouMean(token.text, among: subcommands) ?? "'\(name)' takes one of: \(subcommands.joined(separator: ", "))"
        return Diagnostic(code: "unknown-subcommand", message: "unknown subcommand '\(token.text)' for '\(name)'", range: token.range, hint: hint)
    }

    private func usage(_ command: CommandSpec) -> String { "usage: \(command.synopsis)" }

    func bindArguments(_ tokens: ArraySlice<Token>, of command: CommandSpec, world: World, after head: SourceRange,
                       into arguments: inout Arguments) throws(Diagnostic) {
        #if DEBUG
        // Only the typed keys' assert reads it, so a release build does not make a set per command.
        arguments.declared = Set(command.arguments.map(\.name) + command.options.map(\.name))
        #endif
        // A line with no option words (most lines) shares its tokens as the words: no array made.
        var words = tokens
        if tokens.indices.contains(where: { !tokens[$0].quoted && tokens[$0].text.utf8.first == UInt8(ascii: "-") }) {
            words = try bindOptions(tokens, of: command, world: world, into: &arguments)[...]
        }

        // Share the words among the positional arguments, leaving enough for the required ones after each.
        let declared = command.arguments
        let specs = declared.contains { !$0.applies(given: arguments.options) } ? declared.filter { $0.applies(given: arguments.options) } : declared
        func required(after i: Int) -> Int {
            specs[(i + 1)...].reduce(0) { $0 + ($1.arity == .one || $1.arity == .oneOrMore ? 1 : 0) }
        }
        var position = words.startIndex
        for i in specs.indices {
            let arity = specs[i].arity
            let available = words.endIndex - position - required(after: i)
            let take: Int
            switch arity {
            case .one: take = 1
            case .optional: take = min(1, max(0, available))
            case .oneOrMore: take = max(1, available)
            case .zeroOrMore: take = max(0, available)
            }
            if position + take > words.endIndex || (arity == .one || arity == .oneOrMore) && available < 1 {
                let end = tokens.last?.range ?? head
                let column = end.endColumn + 1
                let start = end.start
                throw Diagnostic(code: "missing-argument", message: "'\(command.name)' needs \(specs[i].name) (\(specs[i].kind.description))",
                                 range: SourceRange(start: SourceLocation(file: start.file, line: start.line, column: column), endColumn: column + 1),
                                 hint: usage(command))
            }
            if take == 1 {
                arguments.positional[specs[i].name] = .one(try parse(words[position], as: specs[i].kind, world: world))
            } else if take > 1 {
                var values: [BoundValue] = []
                values.reserveCapacity(take)
                for index in position..<(position + take) {
                    values.append(try parse(words[index], as: specs[i].kind, world: world))
                }
                arguments.positional[specs[i].name] = .many(values)
            }
            if take > 0 {
                let last = words[position + take - 1].range
                arguments.ranges[specs[i].name] = SourceRange(start: words[position].range.start, endColumn: last.endColumn)
            }
            position += take
        }
        if position < words.endIndex {
            let extra = words[position]
            throw Diagnostic(code: "extra-argument", message: "unexpected argument '\(extra.text)' for '\(command.name)'", range: extra.range,
                             hint: usage(command))
        }
    }

    /// Binds the option words of `tokens` (and `--`, which ends them) into `arguments`; returns the other words in order.
    private func bindOptions(_ tokens: ArraySlice<Token>, of command: CommandSpec, world: World,
                             into arguments: inout Arguments) throws(Diagnostic) -> [Token] {
        var words: [Token] = []
        var index = tokens.startIndex
        var optionsEnded = false
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            if !optionsEnded, !token.quoted, token.text == "--" { optionsEnded = true; continue }
            guard !optionsEnded, token.isOption else { words.append(token); continue }
            let name = String(token.text.dropFirst(2))
            guard let option = command.options.first(where: { $0.name == name }) else {
                let known = command.options.map { "--\($0.name)" }
                let hint = Suggester.didYouMean(token.text, among: known)
                    ?? (known.isEmpty ? "'\(command.name)' takes no options" : "'\(command.name)' takes \(known.joined(separator: ", "))")
                throw Diagnostic(code: "unknown-option", message: "unknown option '\(token.text)' for '\(command.name)'", range: token.range,
                    hint: hint)
            }
            guard arguments.options[name] == nil else {
                throw Diagnostic(code: "repeated-option", message: "option '--\(name)' given twice", range: token.range, hint: usage(command))
            }
            arguments.ranges[name] = token.range
            guard let kind = option.kind else { arguments.options[name] = .flag; continue }
            guard index < tokens.endIndex else {
                throw Diagnostic(code: "missing-option-value", message: "option '--\(name)' needs a value (\(option.valueName))",
                                 range: token.range, hint: usage(command))
            }
            let valueToken = tokens[index]
            index += 1
            arguments.options[name] = try parse(valueToken, as: kind, world: world)
            arguments.ranges[name] = valueToken.range
        }
        return words
    }

    private func parse(_ token: Token, as kind: ValueKind, world: World) throws(Diagnostic) -> BoundValue {
        do {
            return try kind.parse(token.text, world)
        } catch {
            throw Diagnostic(code: error.code, message: error.message, range: token.range, hint: error.hint)
        }
    }
}
