import Testing
import TestSupport
@testable import StoreKitSimScenario

/// Every scenario in the package's scenarios/ folder, run through the runner: `swift test`
/// fails on a broken scenario, with the same diff `storekit-sim test` prints.
@Suite struct ScenarioFilesTests {
    static let files = ScenarioDiscovery.find([BuiltBinary.root + "/scenarios"])

    @Test func thereAreScenarios() {
        #expect(!Self.files.isEmpty, "no *.scenario under \(BuiltBinary.root)/scenarios")
    }

    @Test(arguments: files)
    func scenarioPasses(_ path: String) {
        let outcome = ScenarioCheck().check(path)
        let report = TextReport().lines([outcome]).dropLast().joined(separator: "\n")
        #expect(outcome.status == .passed, Comment(rawValue: report))
    }
}
