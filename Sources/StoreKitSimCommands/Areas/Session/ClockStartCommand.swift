import StoreKitSim
import StoreKitSimSystem

/// `clock start INSTANT`: the instant a fresh world's clock starts at, before the first purchase.
public struct ClockStartCommand: TypedCommand {
    /// `2026-01-01T00:00:00Z` (UTC, whole seconds) or `now`, the host's time.
    public var instant = ""

    public init() {}
    public init(_ instant: String) { self.instant = instant }

    public static let declaration = CommandDeclaration(
        "clock start", area: .session, summary: "set the instant the virtual clock starts at, before the first purchase",
        discussion: """
            For a backend that compares signed dates with its own clock: 'clock start now' starts the world at the host's \
            current time (whole seconds), so what it signs is not years old or ahead. Only before the first transaction: \
            afterwards the clock moves forward only ('clock advance'). 'storekit-sim serve --clock-start' sets it for every \
            world. A transcript that uses 'now' differs on every run; scenarios use an instant.
            """,
        examples: ["clock start now", "clock start 2027-06-01T09:00:00Z"])
    public static let fields: [CommandField<Self>] = [
        .argument("INSTANT", \.instant, .word, help: "2026-01-01T00:00:00Z (UTC, whole seconds) or now, the host's time"),
    ]

    public func run(in session: Session) throws {
        let text = instant
        guard let start = text == "now" ? VirtualInstant(seconds: System.unixSeconds()) : VirtualInstant(iso8601: text),
              start <= VirtualClock.end else {
            throw CommandError(code: "invalid-instant", message: "'\(text)' is not an instant",
                               hint: "write it in UTC as 2026-01-01T00:00:00Z, or now", argument: Self.name(of: \.instant))
        }
        guard session.world.payments.transactions.isEmpty else {
            throw CommandError(code: "clock-already-used", message: "the clock can be started only before the first transaction",
                               hint: "'reset' starts again; then 'clock start \(text)'")
        }
        session.world.clock = VirtualClock(now: start)
        session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
    }
}
