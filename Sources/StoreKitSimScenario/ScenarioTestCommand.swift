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

    public init(color: Bool = false, environmentFilter: String? = nil, onCI: Bool = false) {
        self.color = color
        self.environmentFilter = environmentFilter
        self.onCI = onCI
    }

    public func run(_ arguments: [String]) -> Result {
        let options: TestOptions
        do {
            options = try TestOptions.parse(arguments)
        } catch {
            return Self.usage(error)
        }
        if options.help { return Result(status: 0, stdout: TestOptions.usage, stderr: []) }
        return run(options)
    }

    /// A usage error: two lines on stderr, exit 2, no summary (nothing ran).
    public static func usage(_ error: UsageError) -> Result {
        Result(status: 2, stdout: [], stderr: error.within("test").lines)
    }

    /// Why this run may not write expected output, if it may not: CI is set (as insta refuses).
    public func refusalToWrite(_ options: TestOptions) -> UsageError? {
        guard onCI, options.update || options.review else { return nil }
        return UsageError("\(options.update ? "--update" : "--review") writes no expected output on CI (CI is set in the environment), so a run there can never bless its own failures",
                          hint: "re-record on your machine and commit the files; if this is not CI, run: env -u CI storekit-sim test \(options.update ? "--update" : "--review")")
    }

    /// The files a run checks: found, filtered and sharded; a usage error when there are none.
    public func files(_ options: TestOptions) throws(UsageError) -> [String] {
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
        var files = ScenarioDiscovery.filter(all, filterText)
        if files.isEmpty {
            throw UsageError("no scenario path contains '\(filterText ?? "")' (\(all.count) files searched)",
                             hint: "--filter matches part of a file's path, ignoring case")
        }
        if let shard = options.shard {
            files = ScenarioDiscovery.shard(files, index: shard.index, total: shard.total)
        }
        return files
    }

    public func run(_ options: TestOptions) -> Result {
        let start = FileBytes.now()
        if let refusal = refusalToWrite(options) { return Self.usage(refusal) }
        let files: [String]
        do {
            files = try self.files(options)
        } catch {
            return Self.usage(error)
        }
        // The report's folder is made before anything runs, so a bad path fails in a second, not
        // after the whole suite.
        if let junit = options.junit {
            do throws(ScenarioError) {
                let folder = ScenarioExecutor.folderOf(junit)
                try FileBytes.makeFolders(folder)
                if !FileBytes.isWritableFolder(folder) {
                    throw ScenarioError(path: junit, message: "cannot write the JUnit report: its folder is not writable",
                                        hint: "choose a folder you can write to, e.g. --junit build/scenarios.xml")
                }
            } catch {
                return Result(status: 2, stdout: [], stderr: error.lines)
            }
        }
        let suite = ScenarioSuite(jobs: options.jobs ?? ScenarioSuite.processorCount,
                                  failFast: options.failFast, update: options.update)
        let outcomes = suite.run(files)
        let seconds = FileBytes.now() - start

        var stdout: [String]
        var stderr: [String] = []
        let text = TextReport(color: color, update: options.update)
        let annotations = options.report == .github ? GitHubReport().lines(outcomes) : []
        if let version = options.tap {
            stdout = TAPReport(version: version).lines(outcomes)
            stderr += annotations
            stderr += text.closing(outcomes)
        } else {
            stdout = text.details(outcomes) + annotations + text.closing(outcomes)
        }
        var status: Int32 = outcomes.allSatisfy(\.isGreen) ? 0 : 1
        if outcomes.contains(where: \.isMalformed) { status = 2 }
        if let junit = options.junit {
            do {
                try FileBytes.replace(junit, with: Array(JUnitReport().render(outcomes, seconds: seconds).utf8))
            } catch {
                stderr.insert(contentsOf: error.lines, at: 0)
                status = 2
            }
        }
        return Result(status: status, stdout: stdout, stderr: stderr)
    }
}
