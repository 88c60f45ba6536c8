import StoreKitSim

/// Renders `help` and `help COMMAND` from the command table.
public struct HelpRenderer: Sendable {
    public let table: CommandTable

    public init(table: CommandTable = .shared) {
        self.table = table
    }

    /// Every command by area: a heading per area, then `  synopsis  summary` lines.
    public func overview() -> [OutputLine] {
        var lines: [OutputLine] = []
        let width = min(44, table.commands.map(\.synopsis.count).max() ?? 0)
        for area in CommandArea.allCases {
            let commands = table.commands.filter { $0.area == area }
            guard !commands.isEmpty else { continue }
            lines.append(OutputLine("\(area.rawValue):", style: .heading))
            for command in commands {
                let synopsis = command.synopsis
                let pad = synopsis.count < width ? String(repeating: " ", count: width - synopsis.count) : ""
                lines.append(OutputLine("  \(synopsis)\(pad)  \(command.summary)"))
            }
        }
        lines.append(OutputLine("'help COMMAND' explains one command, e.g. 'help storefront set'."))
        return lines
    }

    /// One command: usage, summary, discussion, arguments, options, examples, subcommands.
    public func describe(_ words: [String]) throws(CommandError) -> [OutputLine] {
        let subcommands = table.subcommands(of: words)
        guard let command = table.command(words) else {
            if !subcommands.isEmpty {
                var lines = [OutputLine("\(words.joined(separator: " ")): subcommands", style: .heading)]
                for sub in subcommands {
                    if let command = table.command(words + [sub]) { lines.append(OutputLine("  \(command.synopsis)  \(command.summary)")) }
                }
                return lines
            }
            let name = words.joined(separator: " ")
            throw CommandError(code: "unknown-command", message: "no help for unknown command '\(name)'",
                                  hint: Suggester.didYouMean(name, among: table.commands.map(\.name)) ?? "'help' lists the commands",
                                  argument: "COMMAND")
        }
        var lines = [OutputLine("usage: \(command.synopsis)", style: .heading), OutputLine(command.summary)]
        for paragraph in command.discussion.split(separator: "\n") { lines.append(OutputLine(String(paragraph))) }
        if !command.arguments.isEmpty {
            lines.append(OutputLine("arguments:", style: .heading))
            for argument in command.arguments {
                lines.append(OutputLine("  \(argument.name)  \(describe(argument.kind, help: argument.help))"))
            }
        }
        if !command.options.isEmpty {
            lines.append(OutputLine("options:", style: .heading))
            for option in command.options {
                let head = option.kind == nil ? "--\(option.name)" : "--\(option.name) \(option.valueName)"
                lines.append(OutputLine("  \(head)  \(option.help)"))
            }
        }
        lines.append(OutputLine("examples:", style: .heading))
        for example in command.examples { lines.append(OutputLine("  \(example)")) }
        let more = subcommands.compactMap { table.command(words + [$0]) }
        if !more.isEmpty {
            lines.append(OutputLine("see also:", style: .heading))
            for sub in more { lines.append(OutputLine("  \(sub.synopsis)  \(sub.summary)")) }
        }
        return lines
    }

    private func describe(_ kind: ValueKind, help: String) -> String {
        var text = help.isEmpty ? kind.description : help
        if let choices = kind.choices, choices.count <= 30, help.isEmpty == false { text += " (\(choices.joined(separator: ", ")))" }
        return text
    }
}
