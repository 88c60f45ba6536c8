import StoreKitSim

/// `quit`: front ends stop reading. A type of its own so a recorder recognises it by type.
public struct QuitCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "quit", area: .session, summary: "leave the session",
        discussion: "In the REPL, Ctrl-D on an empty line does the same. In a script, the lines after it are not run.",
        examples: ["quit"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.quitRequested = true
    }
}
