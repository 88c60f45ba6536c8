import StoreKitSim

/// Renders `help`, `help COMMAND` and `help --search TEXT` from the command table.
///
/// Prose lines carry a hanging indent (`OutputLine.wrapIndent`) so the REPL can wrap them to
/// the terminal at spaces; everywhere else they stay one line each.
public struct HelpRenderer: Sendable {
    public let table: CommandTable

    public init(table: CommandTable = .shared) {
        self.table = table
    }

    /// Every command by area: a heading per area, then `  synopsis  summary` lines.
    public func overview() -> [OutputLine] {
        var lines: [OutputLine] = []
        let width = synopsisWidth(table.commands)
        for area in CommandArea.allCases {
            let commands = table.commands.filter { $0.area == area }
            guard !commands.isEmpty else { continue }
            lines.append(OutputLine("\(area.rawValue):", style: .heading))
            for command in commands { lines.append(row(command, width: width)) }
        }
        lines.append(OutputLine("""
            'help COMMAND' explains one command, e.g. 'help storefront set'; 'help --search TEXT' finds commands by what they do.
            """,
                                wrapIndent: 0))
        return lines
    }

    /// One command: usage, summary, discussion, arguments, options, examples, subcommands.
    ///
    /// Words after a command's name (`help buy gems`, a command typed with its arguments) are
    /// its arguments: the longest run of leading words that names a command or a group of
    /// commands is the one explained.
    public func describe(_ words: [String]) throws(CommandError) -> [OutputLine] {
        let name = words.joined(separator: " ")
        for depth in stride(from: words.count, through: 1, by: -1) {
            let path = Array(words.prefix(depth))
            let subcommands = table.subcommands(of: path)
            // `help storefront sett` is a typo of a subcommand, not `storefront` with an argument.
            if depth < words.count, let near = Suggester.didYouMean(words[depth], among: subcommands) {
                let suggestion = Suggester.suggestions(for: words[depth], among: subcommands).map { (path + [$0]).joined(separator: " ") }
                throw CommandError(code: "unknown-command", message: "no help for unknown command '\(name)'",
                                      hint: suggestion.count == 1 ? "did you mean '\(suggestion[0])'?" : near, argument: Key.commandWords.name)
            }
            if let command = table.command(path) { return describe(command) }
            if !subcommands.isEmpty { return group(path) }
        }
        let searchHint = search(name).isEmpty ? nil : "'help --search \(name.contains(" ") ? "'\(name)'" : name)' finds the commands that mention it"
        throw CommandError(code: "unknown-command", message: "no help for unknown command '\(name)'",
                              hint: Suggester.didYouMean(name, among: table.commands.map(\.name)) ?? searchHint ?? "'help' lists the commands",
                              argument: Key.commandWords.name)
    }

    /// The commands whose name, summary, discussion, argument or option help mention `text`,
    /// ignoring case; every word of `text` must appear, in any of its simple English forms
    /// ("purchase" finds "purchasing"). Commands whose name or summary match come first, then
    /// those whose longer text does, each group in table order as `help` lists them.
    public func search(_ text: String) -> [CommandSpec] {
        let needles = text.lowercased().split(separator: " ").map { Self.stem(String($0)) }
        guard !needles.isEmpty else { return [] }
        var first: [CommandSpec] = [], then: [CommandSpec] = []
        for command in table.commands {
            let short = (command.name + "\n" + command.summary).lowercased()
            let long = ([command.discussion] + command.arguments.map(\.help) + command.options.map(\.help)).joined(separator: "\n").lowercased()
            if needles.allSatisfy(short.includes) { first.append(command) }
            else if needles.allSatisfy({ short.includes($0) || long.includes($0) }) { then.append(command) }
        }
        return first + then
    }

    /// A word without a common English ending, so that its other forms contain it.
    static func stem(_ word: String) -> String {
        for suffix in ["ing", "es", "ed", "e", "s"] where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    /// `help --search TEXT`: a heading, then the matching commands as `help` lists them.
    public func searchResults(_ text: String) throws(CommandError) -> [OutputLine] {
        let found = search(text)
        guard !found.isEmpty else {
            throw CommandError(code: "no-help-matches", message: "no command mentions '\(text)'",
                                  hint: "'help' lists the commands by area", argument: Key.search.name)
        }
        let width = synopsisWidth(found)
        return [OutputLine("commands that mention '\(text)':", style: .heading)] + found.map { row($0, width: width) }
    }

    private func describe(_ command: CommandSpec) -> [OutputLine] {
        var lines = [OutputLine("usage: \(command.synopsis)", style: .heading, wrapIndent: 4), OutputLine(command.summary, wrapIndent: 0)]
        for paragraph in command.discussion.split(separator: "\n") { lines.append(OutputLine(String(paragraph), wrapIndent: 0)) }
        if !command.arguments.isEmpty {
            lines.append(OutputLine("arguments:", style: .heading))
            for argument in command.arguments {
                lines.append(OutputLine("  \(argument.name)  \(describe(argument.kind, help: argument.help))", wrapIndent: argument.name.count + 4))
            }
        }
        if !command.options.isEmpty {
            lines.append(OutputLine("options:", style: .heading))
            for option in command.options {
                let head = option.kind == nil ? "--\(option.name)" : "--\(option.name) \(option.valueName)"
                lines.append(OutputLine("  \(head)  \(option.help)", wrapIndent: head.count + 4))
            }
        }
        lines.append(OutputLine("examples:", style: .heading))
        for example in command.examples { lines.append(OutputLine("  \(example)")) }
        let more = table.subcommands(of: command.path).compactMap { table.command(command.path + [$0]) }
        if !more.isEmpty {
            lines.append(OutputLine("see also:", style: .heading))
            for sub in more { lines.append(OutputLine("  \(sub.synopsis)  \(sub.summary)", wrapIndent: 4)) }
        }
        return lines
    }

    /// A group of commands that is not a command itself: its subcommands.
    private func group(_ path: [String]) -> [OutputLine] {
        var lines = [OutputLine("\(path.joined(separator: " ")): subcommands", style: .heading)]
        for sub in table.subcommands(of: path) {
            if let command = table.command(path + [sub]) { lines.append(OutputLine("  \(command.synopsis)  \(command.summary)", wrapIndent: 4)) }
        }
        return lines
    }

    /// The column where summaries start in a list of commands.
    private func synopsisWidth(_ commands: [CommandSpec]) -> Int {
        min(44, commands.map(\.synopsis.count).max() ?? 0)
    }

    /// `  synopsis  summary`, the summary in a column; wrapped lines continue under it.
    private func row(_ command: CommandSpec, width: Int) -> OutputLine {
        let synopsis = command.synopsis
        let pad = synopsis.count < width ? String(repeating: " ", count: width - synopsis.count) : ""
        return OutputLine("  \(synopsis)\(pad)  \(command.summary)", wrapIndent: width + 4)
    }

    private func describe(_ kind: ValueKind, help: String) -> String {
        var text = help.isEmpty ? kind.description : help
        if let choices = kind.choices, choices.count <= 30, help.isEmpty == false { text += " (\(choices.joined(separator: ", ")))" }
        return text
    }
}
