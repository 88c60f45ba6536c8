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

    public init(color: Bool = false, environmentFilter: String? = nil) {
        self.color = color
        self.environmentFilter = environmentFilter
    }

    public func run(_ arguments: [String]) -> Result {
        let options: TestOptions
        do {
            options = try TestOptions.parse(arguments)
        } catch {
            return Result(status: 2, stdout: [], stderr: ["storekit-sim test: \(error.message)", "hint: \(error.hint)"])
        }
        if options.help { return Result(status: 0, stdout: TestOptions.usage, stderr: []) }
        return run(options)
    }

    public func run(_ options: TestOptions) -> Result {
        let start = FileBytes.now()
        let paths = options.paths.isEmpty ? ["scenarios"] : options.paths
        let all = ScenarioDiscovery.find(paths)
        if all.isEmpty {
            return Result(status: 2, stdout: ["0 passed, 0 failed"], stderr: [
                "storekit-sim test: no scenario file (*.scenario) in \(paths.joined(separator: " "))",
                "hint: give the folder or files to test, e.g. 'storekit-sim test scenarios/'",
            ])
        }
        let filterText = options.filter ?? environmentFilter
        var files = ScenarioDiscovery.filter(all, filterText)
        if files.isEmpty {
            return Result(status: 2, stdout: ["0 passed, 0 failed"], stderr: [
                "storekit-sim test: no scenario path contains '\(filterText ?? "")' (\(all.count) files searched)",
                "hint: --filter matches part of a file's path, ignoring case",
            ])
        }
        if let shard = options.shard {
            files = ScenarioDiscovery.shard(files, index: shard.index, total: shard.total)
        }
        let suite = ScenarioSuite(jobs: options.jobs ?? ScenarioSuite.processorCount,
                                  failFast: options.failFast, update: options.update)
        let outcomes = suite.run(files)
        let seconds = FileBytes.now() - start

        var stdout: [String]
        var stderr: [String] = []
        if options.tap {
            stdout = TAPReport().lines(outcomes)
            stderr.append(TextReport.summary(outcomes))
        } else {
            stdout = TextReport(color: color).lines(outcomes)
        }
        var status: Int32 = outcomes.allSatisfy(\.isSuccess) ? 0 : 1
        if outcomes.contains(where: { if case .malformed = $0.status { true } else { false } }) { status = 2 }
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
