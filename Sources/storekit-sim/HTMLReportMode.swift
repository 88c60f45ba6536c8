import StoreKitSimCommands
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim test --html DIR`: after the usual run, a static HTML report of the same files
/// (see `HTMLReportWriter`). The runner itself is unchanged: the report runs the files again
/// through its public API, so the text report, JUnit, TAP and the exit status stay as they were.
enum HTMLReportMode {
    /// The option's line in `test --help`, after the runner's own.
    static let usage = "  --html DIR       also write a static HTML report into DIR: index.html, a page and a sequence diagram per file"

    /// Removes `--html DIR` (or `--html=DIR`) from the arguments; the folder, or what is wrong.
    static func take(_ arguments: inout [String]) -> Result<String?, Failure> {
        var folder: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--html" {
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    return .failure(Failure("--html needs a folder to write the report into"))
                }
                folder = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
                continue
            }
            if argument.hasPrefix("--html=") {
                let value = String(argument.dropFirst("--html=".count))
                guard !value.isEmpty else { return .failure(Failure("--html needs a folder to write the report into")) }
                folder = value
                arguments.remove(at: index)
                continue
            }
            index += 1
        }
        return .success(folder)
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Runs the files `test` ran (same paths, filter and shard) and writes the report; nil when written.
    static func write(to folder: String, arguments: [String], environmentFilter: String?) -> Failure? {
        guard let options = try? TestOptions.parse(arguments) else { return nil } // test already said why
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
