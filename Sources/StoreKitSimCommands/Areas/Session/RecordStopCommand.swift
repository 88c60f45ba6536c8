import StoreKitSim

/// `record stop`: the front end finishes the scenario file `record` is writing.
public struct RecordStopCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "record stop", area: .session, summary: "finish the scenario file that 'record' is writing",
        discussion: """
            Writes the last command's output and closes the file. Run it with 'storekit-sim test FILE': it passes as recorded, and \
            fails as soon as the simulator's behaviour changes, which is how an exploration becomes a regression test.
            """,
        examples: ["record stop"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
        for line in try recorder.stopRecording(session: session) { session.emit(line, style: .success) }
    }
}
