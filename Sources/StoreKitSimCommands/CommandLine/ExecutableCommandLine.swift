/// The executable's own command line, declared once: its modes, their options and operands.
///
/// Like the command table for the language, this one declaration feeds the parser
/// (`ExecutableCommandLine.parse`), `--help`'s usage lines and each mode's `--help`, did-you-mean for a
/// mistyped mode or option, the man page's SYNOPSIS and the bash, zsh and fish completion scripts
/// (`storekit-sim completion SHELL`). Adding a mode is one `Mode` here and one handler in the
/// executable's `Subcommands.run`.
public struct ExecutableCommandLine: Sendable {
    /// Options before any mode (`--bail`, `--json`) and those that stand alone (`--help`, `--version`).
    public let globalOptions: [Option] = [Self.bail, Self.json, Self.help, Self.version]
    public static let bail = Option(["--bail"], help: "stop at the first command that fails")
    public static let json = Option(["--json"], help: "print one outcome JSON object per command (JSON Lines) instead of text")
    public static let help = Option(["--help", "-h"], help: "show the usage and the command list")
    public static let version = Option(["--version"], help: "print the version")

    public let modes: [Mode]

    /// Every mode, in the order `--help`, completion and the man page list them.
    public static let declared: [Mode] = [
        Mode("run", operands: Operands("file", .oneOrMore, .scenarioFiles, noun: "a scenario FILE"),
             summary: "run scenario files and print the transcript",
             discussion: ["Runs the commands of scenario files, each in a fresh world, and prints the transcript:",
                          "the file with every command's output as printed (never the file's '...' or patterns)."]),
        Mode("test", operands: Operands("path", .any, .scenarioFiles, noun: "a PATH"), options: TestOptions.options,
             summary: "run scenario files as golden tests (see 'storekit-sim test --help')",
             discussion: ["Runs scenario files as golden tests (default PATH: scenarios/). Exit 0: all passed;",
                          "1: some failed; 2: usage error, unreadable or malformed file, or no scenario found.",
                          "The last line is 'N passed, N failed'; the failed and malformed files are listed above it."]),
        Mode("report merge", operands: Operands("path", .oneOrMore, .file, noun: "a results FILE or folder"),
             options: ReportMergeOptions.options,
             summary: "merge the results of a suite's shards into one set of reports",
             discussion: ["Reads the files that 'test --shard K/N --results FILE' wrote (a folder stands for its *.results",
                          "files) and prints and writes the reports of one unsharded run: the cases in path order, the",
                          "same failures and lines; only timings differ. Exit 0: all passed; 1: some failed; 2: a results",
                          "file missing, truncated or of another version, a shard missing or given twice, or a malformed",
                          "scenario in a shard. The last line is 'N passed, N failed'."]),
        Mode("demo", operands: Operands("file", .one, .scenarioFiles, noun: "a scenario FILE"), options: [DemoOptions.delay],
             summary: "play a scenario step by step for an audience",
             discussion: ["Shows a title card from the file's top comment, then types each command at the prompt and shows",
                          "its output in colour, the payment sheet, disclosure notice and product page drawn as boxes.",
                          "Each output is compared with the file's expected lines and a difference is shown on screen.",
                          "Keys: Enter, space, n or → next; b, ← or Backspace back (the world is rebuilt up to the",
                          "previous command); r replays the command; q quits. --delay goes on by itself after SECONDS.",
                          "An end card sums up what was shown. Exit status 1 when some output differed from the file."]),
        Mode("diagram", operands: Operands("file", .one, .scenarioFiles, noun: "a scenario FILE"),
             options: [DiagramOptions.format, DiagramOptions.output],
             summary: "draw a scenario as a sequence diagram (Mermaid, or SVG with -o F.svg)",
             discussion: ["Runs a scenario file's commands in a fresh world and draws who called whom: the customer, the app,",
                          "StoreKit, the App Store and the developer's server. Mermaid text by default; SVG with --format svg",
                          "or an OUT ending in .svg."]),
        Mode("serve", operands: Operands("file", .any, .file, noun: "a FILE"), options: ServeOptions.options,
             summary: "serve the world as the App Store Server API on loopback",
             discussion: ["Loads the files (catalogs, scenario commands to run first), then answers the App Store Server",
                          "API on ADDR:PORT (127.0.0.1 unless told another address) until interrupted. Every request",
                          "under /storekit-sim/v1/ needs 'Authorization: Bearer TOKEN' with the control token, printed on",
                          "standard error with the URLs (see docs/serve-security.md). Endpoints: Apple's App Store Server",
                          "API under /inApps/ (a request reaches the world whose key signed its bearer token);",
                          "POST /storekit-sim/v1/worlds makes a world, GET or DELETE /storekit-sim/v1/worlds/ID reads or",
                          "ends it, and .../worlds/ID/commands, /key, /notifications and /notifications/wait drive it;",
                          "/storekit-sim/v1/commands and /key are the default world's (docs/serve.md, docs/serve-api.md).",
                          "Limits, as enforced (docs/serve-security.md): 16 KB of request line and headers (431), 1 MB",
                          "of body (413), \(ControlCommands.bodyLimit / 1024) KB of commands per request, a world's setup commands included",
                          "(413: run a longer script with 'source FILE' from the working folder), 128 connections",
                          "(the one waiting longest for a request is closed past them), 3 s to send the headers."]),
        Mode("help", operands: Operands("command", .words, .helpWords, noun: "a COMMAND"), options: [HelpOptions.search],
             summary: "explain the language's commands",
             discussion: ["Without COMMAND, lists every command by area; with one, explains it. --search TEXT lists the",
                          "commands whose name, summary, discussion or argument help mention every word of TEXT."]),
        Mode("man", operands: .none, summary: "print the storekit-sim(1) man page (mdoc)",
             discussion: ["For one command: storekit-sim help COMMAND."]),
        Mode("completion", operands: Operands("shell", .one, .choice(ExecutableCommandLine.shells), noun: "a SHELL (bash, zsh or fish)"),
             summary: "print a completion script for bash, zsh or fish",
             discussion: ["For example: storekit-sim completion zsh > ~/.zfunc/_storekit-sim"]),
    ]

    /// The mode `test`, `run` and `demo` start this executable in to run ` (re)` matches in a process
    /// they can kill (StoreKitSimScenario's `RegexHelpers`). Hidden: the parser reads it, but
    /// `--help`, completion and the man page never list it, as no one types it.
    public static let regexMatcher = Mode("regex-matcher", operands: .none,
                                          summary: "answer ' (re)' match requests on standard input (started by test, run and demo)")
    static let hidden = [regexMatcher]

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
