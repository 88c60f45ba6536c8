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
    public var tap = false
    public var help = false

    public init() {}

    public static let usage = [
        "usage: storekit-sim test [options] [PATH...]",
        "Runs scenario files as golden tests (default PATH: scenarios/). Exit 0: all passed;",
        "1: some failed; 2: usage error, unreadable or malformed file, or no scenario found.",
        "  --jobs N, -j N   files run at once (default: the number of processors)",
        "  --shard K/N      run only shard K of N (files i with i % N == K-1, in path order)",
        "  --filter TEXT    run only files whose path contains TEXT (also STOREKIT_SIM_TEST_FILTER)",
        "  --fail-fast      stop at the first failing file",
        "  --update         re-record the output of the commands whose output changed",
        "  --junit FILE     also write a JUnit XML report to FILE",
        "  --tap            print TAP version 14 instead of the text report",
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
                case "--tap": options.tap = true
                default:
                    let hint = Suggester.didYouMean(argument, among: Self.optionNames) ?? "see 'storekit-sim test --help'"
                    throw UsageError("unknown option '\(argument)'", hint: hint)
                }
            }
            index += 1
        }
        return options
    }

    /// Every option `test` takes, for "did you mean" and shell completion.
    public static let optionNames = ["--jobs", "--shard", "--filter", "--fail-fast", "--update", "--junit", "--tap", "--help"]
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
