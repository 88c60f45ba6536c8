import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario

/// storekit-sim-scenario(5) and the README each show a scenario; both must pass.
@Suite struct ManPageTests {
    @Test func theManPageExamplesArePassingScenarios() throws {
        let page = try String(contentsOfFile: BuiltBinary.root + "/man/storekit-sim-scenario.5", encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let examples = try #require(lines.firstIndex(of: ".Sh EXAMPLES"))
        let seeAlso = try #require(lines.firstIndex(of: ".Sh SEE ALSO"))
        let folder = TemporaryFolder()
        var index = examples, checked = 0
        // Every literal example that is a scenario (it starts with a command or a comment).
        while let start = lines[index..<seeAlso].firstIndex(of: ".Bd -literal -offset indent") {
            let end = try #require(lines[start...].firstIndex(of: ".Ed"))
            index = end + 1
            // mdoc escapes: \e is a backslash, \& a zero-width guard.
            let scenario = lines[(start + 1)..<end].map { $0.replacingOccurrences(of: "\\e", with: "\\").replacingOccurrences(of: "\\&", with: "") }
            guard let first = scenario.first, first.hasPrefix("#") || first.hasPrefix("> ") else { continue }
            let path = folder.write("example\(checked).scenario", scenario.joined(separator: "\n") + "\n")
            let outcomes = ScenarioCheck().checkCases(path)
            #expect(outcomes.allSatisfy { $0.status == .passed }, Comment(rawValue: TextReport().lines(outcomes).joined(separator: "\n")))
            checked += 1
        }
        #expect(checked == 2, "the storefront example and the absent-line and matrix example")
    }

    /// Every ```scenario block of the README is a passing scenario file.
    @Test func theReadmeScenarioBlocksPass() throws {
        let readme = try String(contentsOfFile: BuiltBinary.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [[String]] = []
        var index = 0
        while let start = lines[index...].firstIndex(of: "```scenario") {
            let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
            blocks.append(Array(lines[(start + 1)..<end]))
            index = end + 1
        }
        #expect(blocks.count >= 2, "the tour and the scenario-format example")
        let folder = TemporaryFolder()
        for (number, block) in blocks.enumerated() {
            let path = folder.write("readme\(number).scenario", block.joined(separator: "\n") + "\n")
            let outcome = ScenarioCheck().check(path)
            #expect(outcome.status == .passed, Comment(rawValue: TextReport().lines([outcome]).joined(separator: "\n")))
        }
    }
}
