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
        CommandSpec(RecordStopCommand.self),
        CommandSpec(RecordKeepCommand.self),
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
