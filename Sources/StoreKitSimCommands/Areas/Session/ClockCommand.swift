import StoreKitSim

/// `clock`: the virtual clock's instant.
public struct ClockCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "clock", area: .session, summary: "show the virtual clock",
        discussion: """
            The simulation's time starts at 2026-01-01T00:00:00Z in every fresh world and moves only with 'clock advance', so \
            transcripts never depend on the real time.
            """,
        examples: ["clock"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
    }
}
