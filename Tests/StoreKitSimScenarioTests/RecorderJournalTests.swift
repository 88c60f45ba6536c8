import Testing
import StoreKitSimCommands
@testable import StoreKitSimScenario

/// Batch mode hands the recorder each line's bytes: the setup journal it keeps must be the one the
/// same lines give as text (the REPL's way), since `record` replays it as the scenario's setup.
@Suite struct RecorderJournalTests {
    static let lines: [(String, Bool)] = [
        ("storefront set FRA", true), ("  clock advance 1d  ", true), ("# a comment", true), ("", true), ("   ", true),
        ("\tquit", true), ("record x.scenario", false), ("'storefront' set JPN", true), ("storefornt set DEU", false),
        ("storefront list jap\r", true), ("echo \u{FC}n\u{EF}code", true), ("\r# after a CR", true), ("resetting", false),
    ]

    private func journals(_ lines: [(String, Bool)]) -> (bytes: [String], text: [String]) {
        let session = Session(sink: CollectingSink())
        let byBytes = ScenarioRecorder(replaysOutput: true)
        let byText = ScenarioRecorder(replaysOutput: true)
        for (number, (line, succeeded)) in lines.enumerated() {
            #expect(byBytes.didRun(InputLine(number: number + 1, text: line), succeeded: succeeded, session: session).isEmpty)
            byText.didRun(line, output: nil, succeeded: succeeded, session: session)
        }
        return (byBytes.journal, byText.journal)
    }

    @Test func bytesAndTextKeepTheSameJournal() {
        let (bytes, text) = journals(Self.lines)
        #expect(bytes == text)
        #expect(bytes == ["storefront set FRA", "clock advance 1d", "'storefront' set JPN", "storefornt set DEU", "storefront list jap",
                          "echo \u{FC}n\u{EF}code", "resetting"])
    }

    /// A `reset` that succeeded starts the journal again; one that failed is journaled like any line.
    @Test func aResetThatSucceededStartsTheJournalAgain() {
        let (bytes, text) = journals(Self.lines + [("reset", true), ("storefront set JPN", true), (" reset --bogus", false)])
        #expect(bytes == text)
        #expect(bytes == ["storefront set JPN", "reset --bogus"])
    }
}
