import Foundation
import Testing
@testable import StoreKitSimScenario

/// storekit-sim-scenario(5) and the README each show a scenario; both must pass.
@Suite struct ManPageTests {
    @Test func theManPageExampleIsAPassingScenario() throws {
        let page = try String(contentsOfFile: BuiltBinary.root + "/man/storekit-sim-scenario.5", encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let examples = try #require(lines.firstIndex(of: ".Sh EXAMPLES"))
        let start = try #require(lines[examples...].firstIndex(of: ".Bd -literal -offset indent"))
        let end = try #require(lines[start...].firstIndex(of: ".Ed"))
        // mdoc escapes: \e is a backslash, \& a zero-width guard.
        let scenario = lines[(start + 1)..<end].map { $0.replacingOccurrences(of: "\\e", with: "\\").replacingOccurrences(of: "\\&", with: "") }
        let folder = TemporaryFolder()
        let path = folder.write("example.scenario", scenario.joined(separator: "\n") + "\n")
        let outcome = ScenarioCheck().check(path)
        #expect(outcome.status == .passed, Comment(rawValue: TextReport().lines([outcome]).joined(separator: "\n")))
        #expect(scenario.count > 5)
    }

    @Test func theReadmeExampleIsAPassingScenario() throws {
        let readme = try String(contentsOfFile: BuiltBinary.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let section = try #require(lines.firstIndex(of: "## Scenario files: golden tests"))
        let start = try #require(lines[section...].firstIndex(of: "```"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
        let folder = TemporaryFolder()
        let path = folder.write("readme.scenario", lines[(start + 1)..<end].joined(separator: "\n") + "\n")
        let outcome = ScenarioCheck().check(path)
        #expect(outcome.status == .passed, Comment(rawValue: TextReport().lines([outcome]).joined(separator: "\n")))
    }
}
