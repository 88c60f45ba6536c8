/// Writes man/storekit-sim.1 (mdoc) from the command table and the prose below.
///
/// The COMMANDS section is generated, so the page cannot drift from the language; a test checks
/// that the committed page equals this output (`storekit-sim man > man/storekit-sim.1` refreshes it).
public struct ManPage: Sendable {
    public let table: CommandTable
    public let version: String

    public init(table: CommandTable = .shared, version: String) {
        self.table = table
        self.version = version
    }

    /// Escapes text for an mdoc line: a leading dot or quote, and backslashes.
    static func escape(_ text: String) -> String {
        var out = text.replacing("\\", with: "\\e")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// mdoc wants each sentence on its own line.
    static func sentences(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Character = " "
        var pendingBreak = false
        for character in text {
            if pendingBreak, character == " " { lines.append(current); current = ""; pendingBreak = false; continue }
            pendingBreak = false
            current.append(character)
            if character == "." || character == "?" || character == "!" || character == ";" && false { pendingBreak = previous != "." }
            previous = character
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { escape($0.trimmingPrefixSpaces()) }
    }

    /// The `.It` line of a command: `Oo … Oc` closes each optional part where it ends, so
    /// options print side by side (`[--type T] [--price P]`); `Op` would run to the end of the
    /// line and nest them (`[--type T [--price P]]`), suggesting an order they do not have.
    static func synopsisItem(_ command: CommandSpec) -> String {
        var item = ".It Ic \(command.path.joined(separator: " Ic "))"
        func argumentItem(_ argument: ArgumentSpec) -> String {
            switch argument.arity {
            case .one: return " Ar \(argument.name)"
            case .optional: return " Oo Ar \(argument.name) Oc"
            case .oneOrMore: return " Ar \(argument.name) ..."
            case .zeroOrMore: return " Oo Ar \(argument.name) ... Oc"
            }
        }
        for argument in command.arguments where argument.withOption == nil {
            item += argumentItem(argument)
            // `DURATION | --to MOMENT [PRODUCT]`: an option that stands in for the argument, with its own arguments.
            if let other = argument.unlessOption, let option = command.options.first(where: { $0.name == other }) {
                item += " | Fl -\(other) Ar \(option.valueName)"
                for belonging in command.arguments where belonging.withOption == other { item += argumentItem(belonging) }
            }
        }
        let replacing = Set(command.arguments.compactMap(\.unlessOption))
        for option in command.options where !replacing.contains(option.name) {
            item += option.kind == nil ? " Oo Fl -\(option.name) Oc" : " Oo Fl -\(option.name) Ar \(option.valueName) Oc"
        }
        return item
    }

    public func render() -> String {
        var out: [String] = []
        // NAME, then the SYNOPSIS from the executable's one command-line declaration, then the prose.
        let description = ManPageProse.head.firstIndex(of: ".Sh DESCRIPTION") ?? ManPageProse.head.endIndex
        out += ManPageProse.head[..<description]
        out += [".Sh SYNOPSIS"] + ExecutableCommandLine.shared.synopsis
        out += ManPageProse.head[description...]
        out.append(".Sh COMMANDS")
        out.append("Commands are grouped by area, as")
        out.append(".Ic help")
        out.append("lists them.")
        for area in CommandArea.allCases {
            let commands = table.commands.filter { $0.area == area }
            guard !commands.isEmpty else { continue }
            out.append(".Ss \(Self.escape(area.rawValue.prefix(1).uppercased() + area.rawValue.dropFirst()))")
            out.append(".Bl -tag -width Ds")
            for command in commands {
                out.append(Self.synopsisItem(command))
                out.append(Self.escape(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + "."))
                for paragraph in command.discussion.split(separator: "\n") where !paragraph.isEmpty {
                    out += Self.sentences(String(paragraph))
                }
                if !command.options.isEmpty {
                    out.append(".Bl -tag -width Ds -compact")
                    for option in command.options {
                        out.append(option.kind == nil ? ".It Fl -\(option.name)" : ".It Fl -\(option.name) Ar \(option.valueName)")
                        out += Self.sentences(option.help.isEmpty ? "See above." : option.help)
                    }
                    out.append(".El")
                }
                out.append("Example:")
                out.append(".Dl \(Self.escape(command.examples.first ?? command.name))")
            }
            out.append(".El")
        }
        out += ManPageProse.tail
        return out.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingPrefixSpaces() -> String { String(drop(while: { $0 == " " })) }
}
