/// `storekit-sim test [PATH...] [options]`: its options, declared once, and the typed value the
/// runner receives.
public struct TestOptions: ModeOptions, Hashable {
    public static let modeName = "test"

    public static let jobsOption = ExecutableCommandLine.Option(["--jobs", "-j"], .number, "N",
                                                                help: "files run at once (default: the number of processors)")
    public static let shardOption = ExecutableCommandLine.Option(["--shard"], .text, "K/N",
                                                                 help: "run only shard K of N (files i with i % N == K-1, in path order)")
    public static let filterOption = ExecutableCommandLine.Option(["--filter"], .text, "TEXT",
                                                                  help: "run only files whose path contains TEXT (also STOREKIT_SIM_TEST_FILTER)")
    public static let failFastOption = ExecutableCommandLine.Option(["--fail-fast"], help: "stop at the first failing file")
    public static let updateOption = ExecutableCommandLine.Option(["--update"],
                                                                  help: """
                                                                      re-record the output of the commands whose output changed (refused when CI is \
                                                                      set)
                                                                      """)
    public static let reviewOption = ExecutableCommandLine.Option(["--review"],
        help: "on a terminal, accept, reject or skip each changed block, diff shown")
    public static let watchOption = ExecutableCommandLine.Option(["--watch"],
        help: "on a terminal, re-run the files affected by each change, until Ctrl-C")
    public static let junitOption = ExecutableCommandLine.Option(["--junit"], .file, "FILE",
                                                                 help: "also write a JUnit XML report to FILE (its folder is created)")
    public static let reportOption = ExecutableCommandLine.Option(["--report"], .choice(Report.allCases.map(\.rawValue)), "KIND",
                                                                  help: "also print GitHub Actions annotations (::error file=F,line=L::...)")
    public static let tapOption = ExecutableCommandLine.Option(["--tap"], .choice(["13", "14"]), "VERSION", optional: true,
                                                               help: "print TAP (version 13 unless 14 is given) instead of the text report")
    public static let htmlOption = ExecutableCommandLine.Option(["--html"], .folder, "DIR",
                                                                help: """
                                                                    also write a static HTML report into DIR: index.html, a page and a sequence \
                                                                    diagram per file
                                                                    """)

    public static let resultsOption = ExecutableCommandLine.Option(["--results"], .file, "FILE",
                                                                   help: """
                                                                       also write the run's outcomes to FILE, for 'storekit-sim report merge' \
                                                                       (one per shard)
                                                                       """)

    /// `test`'s options in the order `test --help` lists them.
    public static let options = [jobsOption, shardOption, filterOption, failFastOption, updateOption, reviewOption, watchOption,
                                 junitOption, reportOption, tapOption, htmlOption, resultsOption]

    public var paths: [String] = []
    public var jobs: Int? = nil
    /// `--shard K/N`: K is 1-based.
    public var shard: Shard? = nil
    public var filter: String? = nil
    public var failFast = false
    public var update = false
    public var junit: String? = nil
    /// `--tap [13|14]`: the TAP version to print instead of the text report (13, which every TAP
    /// consumer reads, unless 14 is given), nil for text.
    public var tap: Int? = nil
    /// `--report github`: also print GitHub Actions annotations.
    public var report: Report = .text
    /// `--review`: go through the changed blocks one by one on a terminal.
    public var review = false
    /// `--watch`: re-run the affected files when a scenario or a file it loads changes.
    public var watch = false
    /// `--html DIR`: also write the static HTML report into DIR.
    public var html: String? = nil
    /// `--results FILE`: also write the run's outcomes for `report merge`.
    public var results: String? = nil
    public var help = false

    /// What `--report` adds to the text report.
    public enum Report: String, Sendable, Hashable, CaseIterable {
        case text, github
    }

    public init() {}

    /// What `test --help` prints, from the declaration.
    public static var usage: [String] { mode.helpLines }

    public init(_ parsed: ModeArguments) throws(UsageError) {
        paths = parsed.operands
        help = parsed.wantsHelp
        if let text = parsed.value(Self.jobsOption) {
            guard let jobs = Int(text), jobs >= 1 else {
                throw parsed.error("--jobs needs a whole number of at least 1, not '\(text)'", hint: "for example: --jobs 4")
            }
            self.jobs = jobs
        }
        if let text = parsed.value(Self.shardOption) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
                throw parsed.error("--shard needs K/N with 1 <= K <= N, not '\(text)'",
                    hint: "for example: --shard 2/4 on the second of four machines")
            }
            shard = Shard(index: k, total: n)
        }
        filter = parsed.value(Self.filterOption)
        junit = parsed.value(Self.junitOption)
        html = parsed.value(Self.htmlOption)
        results = parsed.value(Self.resultsOption)
        failFast = parsed.has(Self.failFastOption)
        update = parsed.has(Self.updateOption)
        review = parsed.has(Self.reviewOption)
        watch = parsed.has(Self.watchOption)
        if parsed.has(Self.tapOption) { tap = parsed.value(Self.tapOption).flatMap { Int($0) } ?? 13 }
        report = parsed.value(Self.reportOption).flatMap(Report.init(rawValue:)) ?? .text
        if review && update {
            throw parsed.error("--review and --update do not go together", hint: "--update accepts every change; --review asks about each")
        }
        if results != nil && (watch || review) {
            throw parsed.error("--results writes the outcomes of one run, not of --watch or --review",
                hint: "for example: storekit-sim test --shard 1/4 --results results/shard-1.results scenarios/")
        }
        if watch && (review || update || tap != nil) {
            throw parsed.error("--watch reports as text, without --update, --review or --tap",
                hint: "run 'storekit-sim test --watch' alone, with paths")
        }
    }
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
