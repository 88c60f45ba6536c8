import StoreKitSimCommands
import StoreKitSimSystem

/// `storekit-sim report merge`: the results files of a suite's shards read back, their cases put in
/// the order one unsharded run checks them, and every report rendered from them by the reporters
/// `test` uses (`ScenarioTestCommand.report`), so the merged reports equal an unsharded run's but
/// for timings.
///
/// Nothing is merged from a partial picture: a results file missing, truncated or of another
/// version, or a set of shards with one missing or given twice, is an error with exit status 2.
public struct ReportMergeCommand: Sendable {
    public var color: Bool

    public init(color: Bool = false) {
        self.color = color
    }

    public func run(_ arguments: [String]) -> ScenarioTestCommand.Result {
        do {
            let options = try ReportMergeOptions.parse(arguments)
            if options.reports.help {
                return ScenarioTestCommand.Result(status: 0, stdout: ReportMergeOptions.mode.helpLines, stderr: [])
            }
            return runReporting(options).result
        } catch {
            return Self.failure(error.within(ReportMergeOptions.modeName).lines)
        }
    }

    /// The merged reports and the outcomes they read (for the HTML report, which the executable
    /// writes from them); no outcomes when the results could not be merged.
    public func runReporting(_ options: ReportMergeOptions) -> (result: ScenarioTestCommand.Result, outcomes: [ScenarioOutcome]) {
        let outcomes: [ScenarioOutcome]
        let seconds: Double
        do {
            let shards = try Self.readAll(options.paths)
            try Self.checkCoverage(shards)
            outcomes = Self.merged(shards.map(\.results))
            seconds = shards.reduce(0) { $0 + $1.results.seconds }
        } catch let error as ScenarioError {
            return (Self.failure(error.lines), [])
        } catch let error as UsageError {
            return (Self.failure(error.within(ReportMergeOptions.modeName).lines), [])
        } catch {
            return (Self.failure(["storekit-sim report merge: \(error)"]), [])
        }
        if let junit = options.reports.junit {
            do {
                try ReportFile(junit, what: "the JUnit report").prepare()
            } catch {
                return (Self.failure(error.lines), [])
            }
        }
        return (ScenarioTestCommand.report(outcomes, options: options.reports, color: color, seconds: seconds), outcomes)
    }

    static func failure(_ lines: [String]) -> ScenarioTestCommand.Result {
        ScenarioTestCommand.Result(status: 2, stdout: [], stderr: lines)
    }

    /// One results file and the path it was read from.
    struct ShardFile {
        var path: String
        var results: ScenarioResults
    }

    /// Every results file the operands name: a folder stands for its `*.results` files, by name.
    static func readAll(_ paths: [String]) throws -> [ShardFile] {
        var shards: [ShardFile] = []
        for path in paths {
            if FilePath.isDirectory(path) {
                let names = (Directory.entries(path) ?? []).filter { !$0.isDirectory && $0.name.hasSuffix(".results") }.map(\.name)
                guard !names.isEmpty else {
                    throw UsageError("no results file (*.results) in the folder \(path)",
                                     hint: "each shard writes one with 'storekit-sim test --shard K/N --results \(path)/shard-K.results'")
                }
                for name in names {
                    let file = path.hasSuffix("/") ? path + name : path + "/" + name
                    shards.append(ShardFile(path: file, results: try ScenarioResults.read(file)))
                }
            } else {
                shards.append(ShardFile(path: path, results: try ScenarioResults.read(path)))
            }
        }
        return shards
    }

    /// Every shard of one suite, each once: the same N and the same files in all, K from 1 to N.
    static func checkCoverage(_ shards: [ShardFile]) throws {
        guard let first = shards.first else { return }
        var seen: [Int: String] = [:]
        for shard in shards {
            let results = shard.results
            if results.shard.total != first.results.shard.total || results.files != first.results.files {
                throw ScenarioError(path: shard.path, line: 2, message: """
                    shard \(results.shard.index)/\(results.shard.total) of \(results.files) files does not belong with \
                    \(first.path) (shard \(first.results.shard.index)/\(first.results.shard.total) of \(first.results.files) files)
                    """, hint: "merge the results of one suite, run with the same --shard K/N total, paths and --filter")
            }
            if let other = seen[results.shard.index] {
                throw ScenarioError(path: shard.path, line: 2, message: "shard \(results.shard.index)/\(results.shard.total) again (also \(other))",
                                    hint: "give each shard's results once")
            }
            seen[results.shard.index] = shard.path
        }
        let total = first.results.shard.total
        let missing = (1...total).filter { seen[$0] == nil }
        if !missing.isEmpty {
            throw UsageError("""
                \(missing.count == 1 ? "shard" : "shards") \(missing.map { "\($0)/\(total)" }.joined(separator: ", ")) \
                missing: the merged report would leave out their cases
                """, hint: "give the results of every shard, 1/\(total) to \(total)/\(total)")
        }
    }

    /// The shards' cases in the order one unsharded run lists them: by their file's place in the
    /// whole suite, a matrix file's cases in their own order.
    static func merged(_ shards: [ScenarioResults]) -> [ScenarioOutcome] {
        var cases: [(position: Int, order: Int, outcome: ScenarioOutcome)] = []
        for results in shards {
            for entry in results.cases { cases.append((entry.position, cases.count, entry.outcome)) }
        }
        cases.sort { ($0.position, $0.order) < ($1.position, $1.order) }
        return cases.map(\.outcome)
    }
}
