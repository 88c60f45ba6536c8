import StoreKitSimCommands

/// The arguments of `storekit-sim test`, parsed without Foundation; a bad one is a usage error.
public struct TestOptions: Sendable, Hashable {
    public var paths: [String] = []
    public var jobs: Int? = nil
    /// `--shard K/N`: K is 1-based.
    public var shard: Shard? = nil
    public var filter: String? = nil
    public var failFast = false
    public var update = false
    public var junit: String? = nil
    /// `--tap [13|14]`: the TAP version to print instead of the text report (13 unless 14 is given), nil for text.
    public var tap: Int? = nil
    /// `--report github`: also print GitHub Actions annotations.
    public var report: Report = .text
    /// `--review`: go through the changed blocks one by one on a terminal.
    public var review = false
    /// `--watch`: re-run the affected files when a scenario or a file it loads changes.
    public var watch = false
    public var help = false

    /// What `--report` adds to the text report.
    public enum Report: String, Sendable, Hashable, CaseIterable {
        case text, github
    }

    public init() {}

    public static let usage = [
        "usage: storekit-sim test [options] [PATH...]",
        "Runs scenario files as golden tests (default PATH: scenarios/). Exit 0: all passed;",
        "1: some failed; 2: usage error, unreadable or malformed file, or no scenario found.",
        "The last line is 'N passed, N failed'; the failed and malformed files are listed above it.",
        "  --jobs N, -j N   files run at once (default: the number of processors)",
        "  --shard K/N      run only shard K of N (files i with i % N == K-1, in path order)",
        "  --filter TEXT    run only files whose path contains TEXT (also STOREKIT_SIM_TEST_FILTER)",
        "  --fail-fast      stop at the first failing file",
        "  --update         re-record the output of the commands whose output changed (refused when CI is set)",
        "  --review         on a terminal, accept, reject or skip each changed block, diff shown",
        "  --watch          on a terminal, re-run the files affected by each change, until Ctrl-C",
        "  --junit FILE     also write a JUnit XML report to FILE (its folder is created)",
        "  --report github  also print GitHub Actions annotations (::error file=F,line=L::...)",
        "  --tap [13|14]    print TAP (version 13 unless 14 is given) instead of the text report",
    ]

    /// Parses the words after `test`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> TestOptions {
        var options = TestOptions()
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(name) needs a value", hint: "see 'storekit-sim test --help'") }
            return arguments[index]
        }
        var onlyPaths = false
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String? = nil
            if !onlyPaths, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take(_ name: String) throws(UsageError) -> String {
                if let inline { return inline }
                return try value(name)
            }
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
            } else {
                switch argument {
                case "--": onlyPaths = true
                case "--help", "-h": options.help = true
                case "--jobs", "-j":
                    let text = try take(argument)
                    guard let jobs = Int(text), jobs >= 1 else {
                        throw UsageError("--jobs needs a whole number of at least 1, not '\(text)'", hint: "for example: --jobs 4")
                    }
                    options.jobs = jobs
                case "--shard":
                    let text = try take(argument)
                    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
                        throw UsageError("--shard needs K/N with 1 <= K <= N, not '\(text)'", hint: "for example: --shard 2/4 on the second of four machines")
                    }
                    options.shard = Shard(index: k, total: n)
                case "--filter": options.filter = try take(argument)
                case "--junit": options.junit = try take(argument)
                case "--fail-fast": options.failFast = true
                case "--update": options.update = true
                case "--tap":
                    options.tap = 13
                    if let inline {
                        guard let version = Int(inline), version == 13 || version == 14 else {
                            throw UsageError("--tap takes version 13 or 14, not '\(inline)'", hint: "for example: --tap 13 (the default) for Test::Harness before 3.48")
                        }
                        options.tap = version
                    } else if index + 1 < arguments.count, arguments[index + 1] == "13" || arguments[index + 1] == "14" {
                        index += 1
                        options.tap = Int(arguments[index])
                    }
                case "--report":
                    let text = try take(argument)
                    guard let report = Report(rawValue: text) else {
                        throw UsageError("--report takes 'github' or 'text', not '\(text)'", hint: "for example: --report github in a GitHub Actions workflow")
                    }
                    options.report = report
                case "--review": options.review = true
                case "--watch": options.watch = true
                default:
                    let hint = Suggester.didYouMean(argument, among: Self.optionNames) ?? "see 'storekit-sim test --help'"
                    throw UsageError("unknown option '\(argument)'", hint: hint)
                }
            }
            index += 1
        }
        if options.review && options.update {
            throw UsageError("--review and --update do not go together", hint: "--update accepts every change; --review asks about each")
        }
        if options.watch && (options.review || options.update || options.tap != nil) {
            throw UsageError("--watch reports as text, without --update, --review or --tap", hint: "run 'storekit-sim test --watch' alone, with paths")
        }
        return options
    }

    /// Every option `test` takes, for "did you mean" and shell completion.
    /// From the executable's one command-line declaration (`--html` is the report module's, taken before this parser).
    public static let optionNames = ExecutableCommandLine.testOptions.map { $0.names[0] }.filter { $0 != "--html" }
}

/// One of N shards of a suite (`--shard K/N`).
public struct Shard: Sendable, Hashable {
    public var index: Int
    public var total: Int

    public init(index: Int, total: Int) {
        self.index = index
        self.total = total
    }
}

/// A bad command line: printed as `storekit-sim: message` and a hint, exit status 2.
public struct UsageError: Error, Sendable, Hashable {
    public var message: String
    public var hint: String

    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
