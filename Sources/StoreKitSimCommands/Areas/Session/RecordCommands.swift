import StoreKitSim

/// What `record` needs from the front end that runs the session: the REPL writes the scenario
/// file (it sees every line and its output), so these commands only switch it on and off.
public protocol SessionRecorder: AnyObject {
    /// Starts writing the session to `path` (already resolved); returns the lines to print.
    func startRecording(to path: String, keepingInspections: Bool, session: Session) throws(CommandError) -> [String]
    /// Finishes the file; returns the lines to print.
    func stopRecording(session: Session) throws(CommandError) -> [String]
    /// Writes the command that just failed, with its error, which recording held back.
    func keepLastFailure(session: Session) throws(CommandError) -> [String]
}

/// `record FILE` and `record stop`: turn an exploration in the REPL into a scenario file.
enum RecordCommands {
    static let all: [CommandSpec] = [
        CommandSpec(RecordCommand.self),
        CommandSpec("record stop", area: .session, summary: "finish the scenario file that 'record' is writing",
                    discussion: """
                        Writes the last command's output and closes the file. Run it with 'storekit-sim test FILE': it passes as recorded, and \
                        fails as soon as the simulator's behaviour changes, which is how an exploration becomes a regression test.
                        """,
                    examples: ["record stop"]) { session, _ in
            guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
            for line in try recorder.stopRecording(session: session) { session.emit(line, style: .success) }
        },
        CommandSpec("record keep", area: .session, summary: "write the command that just failed, with its error, to the recording",
                    discussion: """
                        While recording, a command that fails is held back so that a typo does not become expected output. When the error is what \
                        the scenario means to show (an unknown storefront, a refused purchase), 'record keep' right after it writes the command \
                        with its error lines, as 'storekit-sim test' will expect them.
                        """,
                    examples: ["record keep"]) { session, _ in
            guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
            for line in try recorder.keepLastFailure(session: session) { session.emit(line, style: .success) }
        },
    ]

}

extension CommandError {
    /// `record` typed where no front end can write the session (a scenario file).
    static func recordingNeedsREPL() -> CommandError {
        CommandError(code: "record-needs-repl", message: "'record' works in the REPL and in batch input, not in a scenario file",
                        hint: """
                            type 'record FILE' at the 'storekit-sim' prompt, or pipe the commands: printf 'record f.scenario\\n...' | storekit-sim
                            """)
    }
}
