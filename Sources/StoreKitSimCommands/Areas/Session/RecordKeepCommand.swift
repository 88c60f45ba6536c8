import StoreKitSim

/// `record keep`: the command that just failed goes into the recording with its error.
public struct RecordKeepCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "record keep", area: .session, summary: "write the command that just failed, with its error, to the recording",
        discussion: """
            While recording, a command that fails is held back so that a typo does not become expected output. When the error is what \
            the scenario means to show (an unknown storefront, a refused purchase), 'record keep' right after it writes the command \
            with its error lines, as 'storekit-sim test' will expect them.
            """,
        examples: ["record keep"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
        for line in try recorder.keepLastFailure(session: session) { session.emit(line, style: .success) }
    }
}
