import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim test --html DIR`: a static HTML report (see `HTMLReportWriter`) of the run that
/// `test` made: the outcomes the text, JUnit, TAP and GitHub reports read, each with its page
/// (`ScenarioTestCommand.keepsPages`), so no file runs twice.
enum HTMLReportMode {
    /// Writes the report of the run's outcomes; a report that cannot be written is a usage error
    /// of `test` (main prints it, exit status 2). When nothing ran, `test` has already said why.
    static func write(to folder: String, outcomes: [ScenarioOutcome]) throws(UsageError) {
        guard !outcomes.isEmpty else { return }
        // The time of the run goes into the index only, never into a transcript; the real clock's
        // seconds, written as the virtual clock writes its instants.
        let runAt = VirtualClock.iso8601(VirtualInstant(seconds: System.wallClockSeconds()))
        let writer = HTMLReportWriter(version: Version.current, runAt: runAt)
        do {
            try writer.write(outcomes.map(ScenarioReport.init), to: folder)
        } catch {
            throw UsageError(error.message + (error.hint.map { " (\($0))" } ?? ""),
                             hint: "for example 'storekit-sim test --html report scenarios/'")
        }
    }
}
