import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim test --html DIR`: a static HTML report (see `HTMLReportWriter`) of the run that
/// `test` made: the outcomes the text, JUnit, TAP and GitHub reports read, each with its page
/// (`ScenarioTestCommand.keepsPages`), so no file runs twice.
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

    /// Writes the report of the run's outcomes; nil when written (or when nothing ran).
    static func write(to folder: String, outcomes: [ScenarioOutcome]) -> Failure? {
        guard !outcomes.isEmpty else { return nil } // test already said why
        // The time of the run goes into the index only, never into a transcript.
        let writer = HTMLReportWriter(version: Version.current, runAt: VirtualClock.iso8601(System.wallClockSeconds()))
        do {
            try writer.write(outcomes.map(ScenarioReport.init), to: folder)
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
