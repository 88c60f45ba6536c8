import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimScenario

/// `storekit-sim report merge`: prints and writes the merged shards' reports as `test` prints
/// and writes an unsharded run's (`ScenarioModes.report`), the HTML report from the same outcomes.
enum ReportMergeMode {
    static func run(_ options: ReportMergeOptions) throws(UsageError) -> Int32 {
        let noColor = System.environment("NO_COLOR") ?? ""
        let command = ReportMergeCommand(color: Terminal.isTerminal(System.standardOutput) && noColor.isEmpty)
        let (result, outcomes) = command.runReporting(options)
        return try ScenarioModes.report(result, outcomes: outcomes, tap: options.reports.tap != nil, html: options.reports.html)
    }
}
