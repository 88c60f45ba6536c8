#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import StoreKitSimReport
import StoreKitSimScenario

/// The `test` and `run` front ends: arguments in, text out, an exit status back.
///
/// Colour only when standard output is a terminal and NO_COLOR is unset or empty (no-color.org).
enum ScenarioModes {
    static func test(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        let html: String?
        switch HTMLReportMode.take(&arguments) {
        case .failure(let failure): return HTMLReportMode.usageError(failure)
        case .success(let folder): html = folder
        }
        let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
        let filter = getenv("STOREKIT_SIM_TEST_FILTER").map { String(cString: $0) }
        let command = ScenarioTestCommand(color: isatty(1) == 1 && noColor.isEmpty, environmentFilter: filter)
        let result = command.run(arguments)
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        // Errors first, then the report, so the summary is the last line; with --tap the summary
        // goes to stderr after the TAP stream, which stays pure on stdout.
        let tap = result.stdout.first == "TAP version 14"
        if !tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        for line in result.stdout { out.writeLine(line) }
        if arguments.contains("--help") || arguments.contains("-h") { out.writeLine(HTMLReportMode.usage) }
        out.flush()
        if tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        if let html, !arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            if let failure = HTMLReportMode.write(to: html, arguments: arguments, environmentFilter: filter) {
                return HTMLReportMode.usageError(failure)
            }
        }
        return result.status
    }

    /// `run FILE...`: prints each file's transcript, exactly what `test --update` would write.
    static func run(_ arguments: [String]) -> Int32 {
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
            let usage = ["usage: storekit-sim run FILE...",
                         "Runs the commands of scenario files, each in a fresh world, and prints the transcript:",
                         "the file with every command's output re-recorded (what 'test --update' would write)."]
            let target = arguments.isEmpty ? err : out
            for line in usage { target.writeLine(line) }
            target.flush()
            return arguments.isEmpty ? 2 : 0
        }
        var status: Int32 = 0
        for path in arguments {
            do {
                out.write(try ScenarioCheck.transcript(path))
            } catch {
                out.flush()
                for line in error.lines { err.writeLine(line) }
                err.flush()
                status = 2
            }
        }
        out.flush()
        return status
    }
}
