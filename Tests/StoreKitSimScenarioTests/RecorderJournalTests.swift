import Testing
import StoreKitSimCommands
@testable import StoreKitSimScenario

/// The setup a `record` writes first is the session's journal (`SessionHistory.journal`): the
/// lines a front end gave since the start or the last `reset` that succeeded, trimmed, without
/// blank lines, comments, `record` and `quit`, which it recognises by the command the session
/// bound for the line (`Session.lastCommand`), not by its first word.
@Suite struct RecorderJournalTests {
    /// A recorder that never starts: a session journals only while one is attached.
    private final class RefusingRecorder: SessionRecorder {
        func startRecording(to path: String, keepingInspections: Bool, session: Session) throws(CommandError) -> [String] {
            throw CommandError(code: "refused", message: "not in this test")
        }
        func stopRecording(session: Session) throws(CommandError) -> [String] { [] }
        func keepLastFailure(session: Session) throws(CommandError) -> [String] { [] }
    }

    static let lines = [
        "storefront set FRA", "  clock advance 1d  ", "# a comment", "", "   ", "\tquit", "record x.scenario", "record",
        "record stop", "'storefront' set JPN", "storefornt set DEU", "storefront list jap\r", "echo \u{FC}n\u{EF}code", "\r# after a CR",
        "resetting", "'quit'",
    ]

    private func journal(_ lines: [String], recorder: (any SessionRecorder)? = RefusingRecorder()) -> [String] {
        let session = Session(sink: CollectingSink())
        session.recorder = recorder
        for (number, line) in lines.enumerated() { session.execute(bytes: Array(line.utf8), file: nil, line: number + 1) }
        return session.history.journal
    }

    @Test func theJournalKeepsTheLinesThatSetTheWorldUp() {
        #expect(journal(Self.lines) == ["storefront set FRA", "clock advance 1d", "'storefront' set JPN", "storefornt set DEU",
                                        "storefront list jap", "echo \u{FC}n\u{EF}code", "resetting"])
    }

    /// A `reset` that succeeded starts the journal again; one that failed is journaled like any line.
    @Test func aResetThatSucceededStartsTheJournalAgain() {
        #expect(journal(Self.lines + ["reset", "storefront set JPN", " reset --bogus"]) == ["storefront set JPN", "reset --bogus"])
        #expect(journal(["storefront set JPN", "trace on", "reset", "echo x"]) == ["trace on", "echo x"], "tracing survives a reset")
    }

    /// No recorder, no journal: the scenario runner and the library pay nothing for it.
    @Test func withoutARecorderNothingIsJournaled() {
        #expect(journal(Self.lines, recorder: nil).isEmpty)
    }
}
