import StoreKitSimCommands
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim test --html DIR`: after the usual run, a static HTML report of the same files
/// (see `HTMLReportWriter`). The runner itself is unchanged: the report runs the files again
/// through its public API, so the text report, JUnit, TAP and the exit status stay as they were.
enum HTMLReportMode {
    /// Runs the files `test` ran (chosen by the runner's one `files(_:)`: paths, filter, shard) and
    /// writes the report; a report that cannot be written is a usage error of `test` (main prints
    /// it, exit status 2). When no file was chosen, `test` has already said why.
    static func write(to folder: String, options: TestOptions, command: ScenarioTestCommand) throws(UsageError) {
        guard let files = try? command.files(options), !files.isEmpty else { return }
        do {
            try HTMLReportWriter().write(files.map(ScenarioReport.run), to: folder)
        } catch {
            throw UsageError(error.message + (error.hint.map { " (\($0))" } ?? ""),
                             hint: "for example 'storekit-sim test --html report scenarios/'")
        }
    }
}
