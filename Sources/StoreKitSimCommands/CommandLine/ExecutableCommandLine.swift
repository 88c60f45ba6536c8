/// The executable's own command line, declared once: its modes, their options and operands.
///
/// Like the command table for the language, this one declaration feeds `--help`'s usage lines,
/// did-you-mean for a mistyped mode, the man page's SYNOPSIS and the bash, zsh and fish completion
/// scripts (`storekit-sim completion SHELL`); each mode's own parser takes its option names from here.
public struct ExecutableCommandLine: Sendable {
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

    public struct Option: Sendable, Equatable {
        /// `--jobs` first, then short spellings (`-j`).
        public var names: [String]
        /// nil for a flag.
        public var value: Value?
        /// The value's name in usage text (`N`, `FILE`).
        public var placeholder: String?
        public var help: String

        public init(_ names: [String], _ value: Value? = nil, _ placeholder: String? = nil, help: String) {
            self.names = names
            self.value = value
            self.placeholder = placeholder
            self.help = help
        }
    }

    public struct Mode: Sendable, Equatable {
        public var name: String
        /// How the operands read in usage (`FILE...`, `[PATH...]`).
        public var operandsText: String
        public var operands: Value?
        public var options: [Option]
        public var summary: String
        /// The mdoc words after `.Cm name` in the SYNOPSIS.
        public var synopsis: [String]

        /// `usage: storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]`: the line a mode's own
        /// errors and `--help` print, from this declaration (`--help` itself left out).
        public var usage: String {
            var words = ["usage: storekit-sim", name]
            if !operandsText.isEmpty { words.append(operandsText) }
            for option in options where option.names[0] != "--help" {
                var value = option.placeholder
                if case .choice(let choices)? = option.value { value = choices.joined(separator: "|") }
                words.append("[" + option.names[0] + (value.map { " " + $0 } ?? "") + "]")
            }
            return words.joined(separator: " ")
        }
    }

    /// Options before any mode (`--bail`) and those that stand alone (`--help`, `--version`).
    public let globalOptions: [Option] = [
        Option(["--bail"], help: "stop at the first command that fails"),
        Option(["--help", "-h"], help: "show the usage and the command list"),
        Option(["--version"], help: "print the version"),
    ]

    public let modes: [Mode] = [
        Mode(name: "run", operandsText: "FILE...", operands: .scenarioFiles, options: [Option(["--help", "-h"], help: "show run's usage")],
             summary: "run scenario files and print the transcript", synopsis: [".Ar"]),
        Mode(name: "test", operandsText: "[PATH...]", operands: .scenarioFiles, options: ExecutableCommandLine.testOptions,
             summary: "run scenario files as golden tests (see 'storekit-sim test --help')",
             synopsis: [".Op Ar options", ".Op Ar path ..."]),
        Mode(name: "demo", operandsText: "FILE", operands: .scenarioFiles,
             options: [Option(["--delay"], .number, "SECONDS", help: "go on by itself after SECONDS"), Option(["--help", "-h"], help: "show demo's usage")],
             summary: "play a scenario step by step for an audience", synopsis: [".Ar file"]),
        Mode(name: "diagram", operandsText: "FILE", operands: .scenarioFiles,
             options: [Option(["--format"], .choice(["svg", "mermaid"]), "FORMAT", help: "svg or mermaid"),
                       Option(["-o", "--output"], .file, "OUT", help: "write to OUT atomically"),
                       Option(["--help", "-h"], help: "show diagram's usage")],
             summary: "draw a scenario as a sequence diagram (Mermaid, or SVG with -o F.svg)",
             synopsis: [".Ar file", ".Op Fl -format Ar svg | mermaid", ".Op Fl o Ar out"]),
        Mode(name: "help", operandsText: "[COMMAND]", operands: .helpWords, options: [],
             summary: "explain the language's commands", synopsis: [".Op Ar command"]),
        Mode(name: "man", operandsText: "", operands: nil, options: [],
             summary: "print the storekit-sim(1) man page (mdoc)", synopsis: []),
        Mode(name: "completion", operandsText: "SHELL", operands: .choice(ExecutableCommandLine.shells), options: [],
             summary: "print a completion script for bash, zsh or fish", synopsis: ["bash | zsh | fish"]),
    ]

    /// The shells `completion` writes a script for.
    public static let shells = ["bash", "zsh", "fish"]

    /// `test`'s options; `TestOptions` parses exactly these names.
    public static let testOptions: [Option] = [
        Option(["--jobs", "-j"], .number, "N", help: "run N files at once"),
        Option(["--shard"], .text, "I/N", help: "run the I-th of N slices"),
        Option(["--filter"], .text, "TEXT", help: "only paths containing TEXT"),
        Option(["--fail-fast"], help: "stop at the first failing file"),
        Option(["--update"], help: "rewrite expected output"),
        Option(["--review"], help: "accept or reject each difference"),
        Option(["--watch"], help: "re-run on changes"),
        Option(["--junit"], .file, "FILE", help: "write a JUnit XML report"),
        Option(["--report"], .choice(["text", "github"]), "KIND", help: "annotations for CI"),
        Option(["--tap"], help: "TAP output"),
        Option(["--html"], .folder, "DIR", help: "write an HTML report"),
        Option(["--help", "-h"], help: "show test's usage"),
    ]

    public static let shared = ExecutableCommandLine()

    public init() {}

    public func mode(_ name: String) -> Mode? {
        modes.first { $0.name == name }
    }

    /// Every word that may come first: modes, then global options.
    public var firstWords: [String] {
        modes.map(\.name) + globalOptions.map { $0.names[0] }
    }

    /// The usage lines `--help` prints before the command list.
    public var usageLines: [String] {
        func line(_ head: String, _ usage: String, _ summary: String) -> String {
            let left = "\(head) \(usage)"
            return left.padding(toLength: max(left.count + 1, 43)) + summary
        }
        var lines = [line("usage: storekit-sim", "[--bail] < script", "run commands from standard input (a terminal starts the REPL)")]
        for mode in modes {
            let usage = mode.operandsText.isEmpty ? mode.name : "\(mode.name) \(mode.operandsText)"
            lines.append(line("       storekit-sim", usage, mode.summary))
        }
        lines.append("       storekit-sim --help | --version")
        return lines
    }

    /// The mdoc SYNOPSIS lines.
    public var synopsis: [String] {
        var lines = [".Nm", ".Op Fl -bail"]
        for mode in modes {
            lines.append(".Nm")
            if mode.synopsis.first.map({ !$0.hasPrefix(".") }) == true {
                lines.append(".Cm \(mode.name) \(mode.synopsis.joined(separator: " "))")
            } else {
                lines.append(".Cm \(mode.name)")
                lines += mode.synopsis
            }
        }
        lines += [".Nm", ".Fl -help | -version"]
        return lines
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
