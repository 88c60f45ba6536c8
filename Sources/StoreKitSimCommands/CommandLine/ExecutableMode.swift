extension ExecutableCommandLine {
    /// What a mode takes after its options: how many words, what they are, how they read.
    public struct Operands: Sendable, Equatable {
        public enum Count: Sendable, Equatable {
            case none, one, optionalOne, oneOrMore, any
            /// Every word after the mode is an operand, options too (`help` passes them to the
            /// language's own `help` command).
            case words
        }

        /// The operand's name, lowercase (`file`, `path`): `FILE...` in usage, `Ar file` in the man page.
        public var name: String
        public var count: Count
        public var value: Value?
        /// What a missing operand is, in an error (`a scenario FILE`).
        public var noun: String

        public init(_ name: String, _ count: Count, _ value: Value?, noun: String) {
            self.name = name
            self.count = count
            self.value = value
            self.noun = noun
        }

        public static let none = Operands("", .none, nil, noun: "")

        /// `FILE...`, `[PATH...]`, `SHELL`: the operands in usage lines.
        public var text: String {
            let word = name.uppercased()
            switch count {
            case .none: return ""
            case .one: return word
            case .optionalOne, .words: return "[\(word)]"
            case .oneOrMore: return "\(word)..."
            case .any: return "[\(word)...]"
            }
        }

        /// The operands in the man page's SYNOPSIS.
        var synopsis: String? {
            let word = { () -> String in
                if case .choice(let words)? = self.value { return words.joined(separator: " | ") }
                return self.name
            }()
            switch count {
            case .none: return nil
            case .one: return ".Ar \(word)"
            case .optionalOne, .words: return ".Op Ar \(word)"
            case .oneOrMore: return ".Ar \(word) ..."
            case .any: return ".Op Ar \(word) ..."
            }
        }
    }

    /// One mode of the executable (`storekit-sim demo FILE [--delay SECONDS]`): its name (one word
    /// or more, as `report merge`), operands, options and the text of its `--help`.
    public struct Mode: Sendable, Equatable {
        /// Which of the executable's modes this is; nil only for a mode a test of the parser declares.
        public var id: ModeName?
        public var name: String
        public var operands: Operands
        /// The mode's options; `--help, -h` is added to every mode that reads options.
        public var options: [Option]
        public var summary: String
        /// The lines `MODE --help` prints after the usage line and before the options.
        public var discussion: [String]

        /// One of the executable's modes (`ModeName.declaration`).
        public init(_ id: ModeName, operands: Operands, options: [Option] = [], summary: String, discussion: [String] = []) {
            self.init(id.rawValue, operands: operands, options: options, summary: summary, discussion: discussion)
            self.id = id
        }

        /// A mode that is not the executable's, for tests of the parser and the generators.
        public init(_ name: String, operands: Operands, options: [Option] = [], summary: String, discussion: [String] = []) {
            self.id = nil
            self.name = name
            self.operands = operands
            self.options = operands.count == .words ? options : options + [.help]
            self.summary = summary
            self.discussion = discussion
        }

        /// The mode's name as argv holds it.
        public var words: [String] { name.split(separator: " ").map(String.init) }

        /// `usage: storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]`: the line a mode's own
        /// errors and `--help` print, from this declaration (`--help` itself left out).
        public var usage: String {
            var words = ["usage: storekit-sim", name]
            if !operands.text.isEmpty { words.append(operands.text) }
            for option in options where option != .help {
                var value = option.placeholder
                if case .choice(let choices)? = option.value { value = choices.joined(separator: "|") }
                if option.valueIsOptional, let shown = value { value = "[\(shown)]" }
                words.append("[" + option.names[0] + (value.map { " " + $0 } ?? "") + "]")
            }
            return words.joined(separator: " ")
        }

        /// What `storekit-sim MODE --help` prints: usage, discussion, then one line per option.
        public var helpLines: [String] {
            let width = min(22, (options.map(\.spelling.count).max() ?? 0) + 2)
            return [usage] + discussion + options.map { "  " + $0.spelling.padding(toLength: max(width, $0.spelling.count + 2)) + $0.help }
        }

        /// The mdoc lines after `.Nm` in the SYNOPSIS.
        var synopsis: [String] {
            [".Cm \(name)"] + (operands.synopsis.map { [$0] } ?? []) + options.filter { $0 != .help }.map(\.synopsis)
        }

        public func option(named name: String) -> Option? {
            options.first { $0.names.contains(name) }
        }
    }
}
