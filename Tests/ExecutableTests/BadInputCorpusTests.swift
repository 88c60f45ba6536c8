import Foundation
import Testing

/// Every case of the bad-input corpus against the built binary: no crash, no hang, the expected
/// exit status, and stderr's first line locating the problem (`FILE:LINE:COL: `, or, for an
/// argument of the command line, which has no line, `storekit-sim: `, `storekit-sim MODE: ` or the
/// mode's `usage: `). Known failures in code owned elsewhere are
/// marked with their reason and expected to fail, so fixing one shows up as a test to update.
@Suite struct BadInputCorpusTests {
    @Test func theCorpusHasAtLeast300Cases() {
        #expect(BadInputCorpus.all.count >= 300)
        #expect(Set(BadInputCorpus.all.map(\.description)).count == BadInputCorpus.all.count, "case names are unique")
    }

    @Test(arguments: BadInputCorpus.all)
    func badInput(_ testCase: BadInputCase) throws {
        if let reason = testCase.knownFailing {
            withKnownIssue("known failing: \(reason)") { try check(testCase) }
        } else {
            try check(testCase)
        }
    }

    /// `FILE:LINE:COL: error: ` at the start of a line.
    static func isLocated(_ line: String) -> Bool {
        line.prefixMatch(of: #/(<stdin>|[^\s:][^:]*):\d+:\d+: (error|warning): /#) != nil
    }

    func check(_ testCase: BadInputCase) throws {
        let outcome = try BadInputRunner.run(testCase)
        #expect(!outcome.hung, "hung: killed after the time limit")
        #expect(!outcome.crashed, "crashed with signal \(outcome.status)")
        guard !outcome.hung, !outcome.crashed else { return }
        #expect(outcome.status == testCase.status, "exit status; stderr: \(outcome.stderr.prefix(300))")
        let report = testCase.errorsOnStdout ? outcome.stdout : outcome.stderr
        let first = report.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        switch testCase.location {
        case .fileLineColumn:
            #expect(Self.isLocated(first), "unlocated: \(first.prefix(300))")
        case .commandLine:
            #expect(first.prefixMatch(of: #/storekit-sim( [a-z]+)?: |usage: /#) != nil || Self.isLocated(first), "unlocated: \(first.prefix(300))")
        }
        for text in testCase.mustContain {
            #expect(report.contains(text), "output lacks \(text): \(report.prefix(300))")
        }
        for text in testCase.mustNotContain {
            #expect(!outcome.stderr.contains(text), "stderr holds a raw \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
