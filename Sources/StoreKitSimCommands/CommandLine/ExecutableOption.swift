extension ExecutableCommandLine {
    /// What an option's value or a mode's operands are, for completion.
    public enum Value: Sendable, Equatable {
        case number
        case text
        case file
        case folder
        case scenarioFiles
        case choice([String])
        case helpWords
    }

    /// One option of a mode, declared once: the parser, the mode's `--help`, the completion scripts
    /// and the man page's SYNOPSIS all read it. A handler reads its value through this same constant
    /// (`arguments.value(DemoOptions.delay)`), so a misspelt name cannot compile.
    public struct Option: Sendable, Equatable {
        /// `--jobs` first, then short spellings (`-j`).
        public var names: [String]
        /// nil for a flag.
        public var value: Value?
        /// The value's name in usage text (`N`, `FILE`).
        public var placeholder: String?
        public var help: String
        /// The value may be left out (`--tap` or `--tap 13`): the next word is taken only when it is
        /// one of the choices.
        public var valueIsOptional: Bool

        public init(_ names: [String], _ value: Value? = nil, _ placeholder: String? = nil, optional: Bool = false, help: String) {
            self.names = names
            self.value = value
            self.placeholder = placeholder
            self.valueIsOptional = optional
            self.help = help
        }

        /// `--help, -h`: every mode takes it, and the parser answers it from the declaration.
        public static let help = Option(["--help", "-h"], help: "show this usage")

        /// `--jobs N, -j N`: how the option reads in a mode's `--help`.
        public var spelling: String {
            var value = placeholder
            if case .choice(let choices)? = self.value { value = choices.joined(separator: "|") }
            if valueIsOptional, let shown = value { value = "[\(shown)]" }
            return names.map { $0 + (value.map { " " + $0 } ?? "") }.joined(separator: ", ")
        }

        /// `.Op Fl -format Ar svg | mermaid`: the option in the man page's SYNOPSIS.
        var synopsis: String {
            let name = names[0].dropFirst()
            var value = placeholder.map { "Ar " + $0 }
            if case .choice(let choices)? = self.value { value = "Ar " + choices.joined(separator: " | ") }
            if valueIsOptional, let shown = value { value = "Op \(shown)" }
            return ".Op Fl \(name)" + (value.map { " " + $0 } ?? "")
        }
    }
}
