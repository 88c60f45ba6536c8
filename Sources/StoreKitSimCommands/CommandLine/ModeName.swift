/// Every mode of the executable, one case each. The declarations `--help`, completion, the man
/// page and the parser read are made from these cases (`ExecutableCommandLine.declared`), and the
/// executable's `Subcommands.run` switches over them with no `default`: a mode declared here
/// without a handler there does not compile.
public enum ModeName: String, CaseIterable, Sendable {
    case run, test
    case reportMerge = "report merge"
    case demo, diagram, serve, help, man, completion
    /// Started by `test`, `run` and `demo` to run ` (re)` matches in a process they can kill.
    case regexMatcher = "regex-matcher"

    /// Parsed but never listed by `--help`, completion or the man page, as no one types it.
    public var isHidden: Bool { self == .regexMatcher }

    /// The mode's operands, options and the text of its `--help`.
    public var declaration: ExecutableCommandLine.Mode {
        typealias Mode = ExecutableCommandLine.Mode
        typealias Operands = ExecutableCommandLine.Operands
        switch self {
        case .run:
            return Mode(.run, operands: Operands("file", .oneOrMore, .scenarioFiles, noun: "a scenario FILE"),
                summary: "run scenario files and print the transcript",
                discussion: ["Runs the commands of scenario files, each in a fresh world, and prints the transcript:",
                             "the file with every command's output as printed (never the file's '...' or patterns)."])
        case .test:
            return Mode(.test, operands: Operands("path", .any, .scenarioFiles, noun: "a PATH"), options: TestOptions.options,
                summary: "run scenario files as golden tests (see 'storekit-sim test --help')",
                discussion: ["Runs scenario files as golden tests (default PATH: scenarios/). Exit 0: all passed;",
                             "1: some failed; 2: usage error, unreadable or malformed file, or no scenario found.",
                             "The last line is 'N passed, N failed'; the failed and malformed files are listed above it."])
        case .reportMerge:
            return Mode(.reportMerge, operands: Operands("path", .oneOrMore, .file, noun: "a results FILE or folder"),
                options: ReportMergeOptions.options,
                summary: "merge the results of a suite's shards into one set of reports",
                discussion: ["Reads the files that 'test --shard K/N --results FILE' wrote (a folder stands for its *.results",
                             "files) and prints and writes the reports of one unsharded run: the cases in path order, the",
                             "same failures and lines; only timings differ. Exit 0: all passed; 1: some failed; 2: a results",
                             "file missing, truncated or of another version, a shard missing or given twice, or a malformed",
                             "scenario in a shard. The last line is 'N passed, N failed'."])
        case .demo:
            return Mode(.demo, operands: Operands("file", .one, .scenarioFiles, noun: "a scenario FILE"), options: [DemoOptions.delay],
                summary: "play a scenario step by step for an audience",
                discussion: ["Shows a title card from the file's top comment, then types each command at the prompt and shows",
                             "its output in colour, the payment sheet, disclosure notice and product page drawn as boxes.",
                             "Each output is compared with the file's expected lines and a difference is shown on screen.",
                             "Keys: Enter, space, n or → next; b, ← or Backspace back (the world is rebuilt up to the",
                             "previous command); r replays the command; q quits. --delay goes on by itself after SECONDS.",
                             "An end card sums up what was shown. Exit status 1 when some output differed from the file."])
        case .diagram:
            return Mode(.diagram, operands: Operands("file", .one, .scenarioFiles, noun: "a scenario FILE"),
                options: [DiagramOptions.format, DiagramOptions.output],
                summary: "draw a scenario as a sequence diagram (Mermaid, or SVG with -o F.svg)",
                discussion: ["Runs a scenario file's commands in a fresh world and draws who called whom: the customer, the app,",
                             "StoreKit, the App Store and the developer's server. Mermaid text by default; SVG with --format svg",
                             "or an OUT ending in .svg."])
        case .serve:
            return Mode(.serve, operands: Operands("file", .any, .file, noun: "a FILE"), options: ServeOptions.options,
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
                             "(413: run a longer script with 'source FILE' from the working folder), 256 query arguments (431), 128 connections",
                             "(the one waiting longest for a request is closed past them), 3 s to send the headers."])
        case .help:
            return Mode(.help, operands: Operands("command", .words, .helpWords, noun: "a COMMAND"), options: [HelpOptions.search],
                summary: "explain the language's commands",
                discussion: ["Without COMMAND, lists every command by area; with one, explains it. --search TEXT lists the",
                             "commands whose name, summary, discussion or argument help mention every word of TEXT."])
        case .man:
            return Mode(.man, operands: .none, summary: "print the storekit-sim(1) man page (mdoc)",
                discussion: ["For one command: storekit-sim help COMMAND."])
        case .completion:
            return Mode(.completion, operands: Operands("shell", .one, .choice(ExecutableCommandLine.shells), noun: "a SHELL (bash, zsh or fish)"),
                summary: "print a completion script for bash, zsh or fish",
                discussion: ["For example: storekit-sim completion zsh > ~/.zfunc/_storekit-sim"])
        case .regexMatcher:
            return Mode(.regexMatcher, operands: .none,
                        summary: "answer ' (re)' match requests on standard input (started by test, run and demo)")
        }
    }
}
