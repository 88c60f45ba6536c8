import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimScenario

/// `storekit-sim report merge`: prints and writes the merged shards' reports as `test` prints
/// and writes an unsharded run's (`ScenarioModes.test`), the HTML report from the same outcomes.
enum ReportMergeMode {
    static func run(_ options: ReportMergeOptions) throws(UsageError) -> Int32 {
        let noColor = System.environment("NO_COLOR") ?? ""
        let command = ReportMergeCommand(color: Terminal.isTerminal(System.standardOutput) && noColor.isEmpty)
        let (result, outcomes) = command.runReporting(options)
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        // As `test`: errors first and the summary last; with --tap, TAP alone on stdout.
        let tap = options.reports.tap != nil
        if !tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        for line in result.stdout { out.writeLine(line) }
        out.flush()
        if tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        if let html = options.reports.html {
            try HTMLReportMode.write(to: html, outcomes: outcomes)
        }
        if out.reportFailure("standard output") { return 2 }
        return result.status
    }
}
