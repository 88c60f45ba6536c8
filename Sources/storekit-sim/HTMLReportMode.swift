import StoreKitSimCommands
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim test --html DIR`: after the usual run, a static HTML report of the same files
/// (see `HTMLReportWriter`). The runner itself is unchanged: the report runs the files again
/// through its public API, so the text report, JUnit, TAP and the exit status stay as they were.
enum HTMLReportMode {
    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Runs the files `test` ran (same paths, filter and shard) and writes the report; nil when written.
    static func write(to folder: String, options: TestOptions, environmentFilter: String?) -> Failure? {
        let paths = options.paths.isEmpty ? ["scenarios"] : options.paths
        var files = ScenarioDiscovery.filter(ScenarioDiscovery.find(paths), options.filter ?? environmentFilter)
        if let shard = options.shard { files = ScenarioDiscovery.shard(files, index: shard.index, total: shard.total) }
        guard !files.isEmpty else { return nil }
        do {
            try HTMLReportWriter().write(files.map(ScenarioReport.run), to: folder)
        } catch {
            return Failure(error.message + (error.hint.map { " (\($0))" } ?? ""))
        }
        return nil
    }

    static func usageError(_ failure: Failure) -> Int32 {
        let err = BufferedWriter(fd: 2, limit: 0)
        err.writeLine("storekit-sim: \(failure.message)")
        err.writeLine("hint: for example 'storekit-sim test --html report scenarios/'")
        err.flush()
        return 2
    }
}
