import StoreKitSimCommands

/// `storekit-sim test`: discovery, filter, shard, the parallel run, reports and the exit status.
///
/// Returns its output instead of printing it so that tests can compare whole reports (for
/// example `--jobs 1` against `--jobs 4`); the executable prints `stdout` then `stderr`.
public struct ScenarioTestCommand: Sendable {
    /// What a run printed and its exit status: 0 all passed, 1 some failed, 2 usage or input errors.
    public struct Result: Sendable, Hashable {
        public var status: Int32
        public var stdout: [String]
        public var stderr: [String]
    }

    public var color: Bool
    /// The `STOREKIT_SIM_TEST_FILTER` variable, used when `--filter` is not given.
    public var environmentFilter: String?
    /// `CI` is set (and not empty) in the environment: `--update` and `--review` refuse to write.
    public var onCI: Bool
    /// Keep each case's report page in the outcomes (`--html`): the HTML report reads this run.
    public var keepsPages = false

    public init(color: Bool = false, environmentFilter: String? = nil, onCI: Bool = false) {
        self.color = color
        self.environmentFilter = environmentFilter
        self.onCI = onCI
    }

    public func run(_ arguments: [String]) -> Result {
        runReporting(arguments).result
    }

    /// The run and the outcomes every report read (for the HTML report, which the executable
    /// writes from the same outcomes: `keepsPages`); no outcomes when nothing ran.
    public func runReporting(_ arguments: [String]) -> (result: Result, outcomes: [ScenarioOutcome]) {
        let options: TestOptions
        do {
            options = try TestOptions.parse(arguments)
        } catch {
            return (Self.usage(error), [])
        }
        if options.help { return (Result(status: 0, stdout: TestOptions.usage, stderr: []), []) }
        return runReporting(options)
    }

    public func run(_ options: TestOptions) -> Result {
        runReporting(options).result
    }

    /// A usage error: two lines on stderr, exit 2, no summary (nothing ran).
    public static func usage(_ error: UsageError) -> Result {
        Result(status: 2, stdout: [], stderr: error.within("test").lines)
    }

    /// Why this run may not write expected output, if it may not: CI is set (as insta refuses).
    public func refusalToWrite(_ options: TestOptions) -> UsageError? {
        guard onCI, options.update || options.review else { return nil }
        return UsageError("""
            \(options.update ? "--update" : "--review") writes no expected output on CI (CI is set in the environment), so a run there can never \
            bless its own failures
            """,
                          hint: """
                              re-record on your machine and commit the files; if this is not CI, run: env -u CI storekit-sim test \
                              \(options.update ? "--update" : "--review")
                              """)
    }

    /// The files a run checks: found, filtered and sharded; a usage error when there are none.
    public func files(_ options: TestOptions) throws(UsageError) -> [String] {
        let files = try unshardedFiles(options)
        guard let shard = options.shard else { return files }
        return ScenarioDiscovery.shard(files, index: shard.index, total: shard.total)
    }

    /// The files of the whole suite, found and filtered, in the order an unsharded run checks them.
    public func unshardedFiles(_ options: TestOptions) throws(UsageError) -> [String] {
        if options.paths.isEmpty && !ScenarioDiscovery.isDirectory("scenarios") {
            throw UsageError("no PATH given and no scenarios/ folder here",
                             hint: "run it in the project's root folder, or name the folders or files to test: storekit-sim test path/to/scenarios")
        }
        let paths = options.paths.isEmpty ? ["scenarios"] : options.paths
        let all = ScenarioDiscovery.find(paths)
        if all.isEmpty {
            throw UsageError("no scenario file (*.scenario) in \(paths.joined(separator: " "))",
                             hint: "give the folder or files to test, e.g. 'storekit-sim test scenarios/'")
        }
        let filterText = options.filter ?? environmentFilter
        let files = ScenarioDiscovery.filter(all, filterText)
        if files.isEmpty {
            throw UsageError("no scenario path contains '\(filterText ?? "")' (\(all.count) files searched)",
                             hint: "--filter matches part of a file's path, ignoring case")
        }
        return files
    }

    public func runReporting(_ options: TestOptions) -> (result: Result, outcomes: [ScenarioOutcome]) {
        let start = FileBytes.now()
        if let refusal = refusalToWrite(options) { return (Self.usage(refusal), []) }
        let allFiles: [String]
        do {
            allFiles = try unshardedFiles(options)
        } catch {
            return (Self.usage(error), [])
        }
        let files = options.shard.map { ScenarioDiscovery.shard(allFiles, index: $0.index, total: $0.total) } ?? allFiles
        // The reports' folders are made before anything runs, so a bad path fails in a second, not
        // after the whole suite.
        for (path, what) in [(options.junit, "the JUnit report"), (options.results, "the results file")] {
            guard let path else { continue }
            do {
                try ReportFile(path, what: what).prepare()
            } catch {
                return (Result(status: 2, stdout: [], stderr: error.lines), [])
            }
        }
        // A results file carries each case's page, so that a merge can write the HTML report.
        // Passing cases are kept only for a report that lists every case (JUnit, TAP, results,
        // HTML); the text report and GitHub's annotations name failures alone and count the rest.
        let pages = keepsPages || options.results != nil
        let listsEveryCase = pages || options.junit != nil || options.tap != nil || options.html != nil
        let suite = ScenarioSuite(jobs: options.jobs ?? ScenarioSuite.processorCount,
                                  failFast: options.failFast, update: options.update, pages: pages, keepsPassing: listsEveryCase)
        let run = suite.counting(files)
        let outcomes = run.outcomes
        let seconds = FileBytes.now() - start
        var result = Self.report(outcomes, options: options, color: color, seconds: seconds, passedUnlisted: run.passedUnlisted)
        if let path = options.results {
            let results = ScenarioResults(shard: options.shard, allFiles: Array(allFiles), seconds: seconds, outcomes: outcomes)
            do {
                try ReportFile(path, what: "the results file").write(results.text)
            } catch {
                result.stderr.insert(contentsOf: error.lines, at: 0)
                result.status = 2
            }
        }
        return (result, outcomes)
    }

    /// Every report of one run's outcomes, as `test` prints and writes them (the text or TAP
    /// report, GitHub annotations, the JUnit file); `report merge` renders the merged shards'
    /// outcomes through this same function.
    /// `passedUnlisted` counts passing cases the run did not keep in `outcomes` (text report only).
    public static func report(_ outcomes: [ScenarioOutcome], options: TestOptions, color: Bool, seconds: Double,
                              passedUnlisted: Int = 0) -> Result {
        var stdout: [String]
        var stderr: [String] = []
        let text = TextReport(color: color, update: options.update)
        let anchor = options.report == .github || options.junit != nil ? AnchoredPath.fromWorkingFolder() : AnchoredPath(base: nil)
        let annotations = options.report == .github ? GitHubReport(anchor: anchor).lines(outcomes) : []
        if let version = options.tap {
            stdout = TAPReport(version: version).lines(outcomes)
            stderr += annotations
            stderr += text.closing(outcomes, passedUnlisted: passedUnlisted)
        } else {
            stdout = text.details(outcomes) + annotations + text.closing(outcomes, passedUnlisted: passedUnlisted)
        }
        var status: Int32 = outcomes.allSatisfy(\.isGreen) ? 0 : 1
        if outcomes.contains(where: \.isMalformed) { status = 2 }
        if let junit = options.junit {
            do {
                try ReportFile(junit, what: "the JUnit report").write(JUnitReport(anchor: anchor).render(outcomes, seconds: seconds))
            } catch {
                stderr.insert(contentsOf: error.lines, at: 0)
                status = 2
            }
        }
        return Result(status: status, stdout: stdout, stderr: stderr)
    }
}
