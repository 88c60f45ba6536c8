/// The executable's own command line, declared once: its modes, their options and operands.
///
/// Like the command table for the language, this one declaration feeds the parser
/// (`ExecutableCommandLine.parse`), `--help`'s usage lines and each mode's `--help`, did-you-mean for a
/// mistyped mode or option, the man page's SYNOPSIS and the bash, zsh and fish completion scripts
/// (`storekit-sim completion SHELL`). Adding a mode is one case of `ModeName` with its declaration,
/// and one handler in the executable's `Subcommands.run`, which will not compile without it.
public struct ExecutableCommandLine: Sendable {
    /// Options before any mode (`--bail`, `--json`) and those that stand alone (`--help`, `--version`).
    public let globalOptions: [Option] = [Self.bail, Self.json, Self.help, Self.version]
    public static let bail = Option(["--bail"], help: "stop at the first command that fails")
    public static let json = Option(["--json"], help: "print one outcome JSON object per command (JSON Lines) instead of text")
    public static let help = Option(["--help", "-h"], help: "show the usage and the command list")
    public static let version = Option(["--version"], help: "print the version")

    public let modes: [Mode]

    /// Every mode, in the order `--help`, completion and the man page list them: each case of
    /// `ModeName` but the hidden ones, its declaration made by `ModeName.declaration`.
    public static let declared: [Mode] = ModeName.allCases.filter { !$0.isHidden }.map(\.declaration)

    /// The mode `test`, `run` and `demo` start this executable in to run ` (re)` matches in a process
    /// they can kill (StoreKitSimScenario's `RegexHelpers`). Hidden: the parser reads it, but
    /// `--help`, completion and the man page never list it, as no one types it.
    public static let regexMatcher = ModeName.regexMatcher.declaration
    static let hidden = ModeName.allCases.filter(\.isHidden).map(\.declaration)

    /// The shells `completion` writes a script for.
    public static let shells = ["bash", "zsh", "fish"]

    public static let shared = ExecutableCommandLine()

    /// `modes` other than the declared ones are for tests of the parser and the generators.
    public init(modes: [Mode] = ExecutableCommandLine.declared) {
        self.modes = modes
    }

    public func mode(_ name: String) -> Mode? {
        modes.first { $0.name == name }
    }

    /// The mode whose words begin `arguments` (the longest, so `report merge` wins over `report`).
    public func mode(startingWith arguments: ArraySlice<String>) -> Mode? {
        modes.filter { arguments.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }

    /// Every word that may come first: modes (their first word), then global options.
    public var firstWords: [String] {
        var words: [String] = []
        for mode in modes where !words.contains(mode.words[0]) { words.append(mode.words[0]) }
        return words + globalOptions.map { $0.names[0] }
    }

    /// The usage lines `--help` prints before the command list.
    public var usageLines: [String] {
        func line(_ head: String, _ usage: String, _ summary: String) -> String {
            let left = "\(head) \(usage)"
            return left.padding(toLength: max(left.count + 1, 43)) + summary
        }
        var lines = [line("usage: storekit-sim", "[--bail] [--json] < script", "run commands from standard input (a terminal starts the REPL)")]
        for mode in modes {
            let usage = mode.operands.text.isEmpty ? mode.name : "\(mode.name) \(mode.operands.text)"
            lines.append(line("       storekit-sim", usage, mode.summary))
        }
        lines.append("       storekit-sim --help | --version")
        return lines
    }

    /// The mdoc SYNOPSIS lines.
    public var synopsis: [String] {
        var lines = [".Nm", ".Op Fl -bail", ".Op Fl -json"]
        for mode in modes {
            lines.append(".Nm")
            lines += mode.synopsis
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
