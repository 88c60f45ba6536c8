import StoreKitSim
import StoreKitSimNotifications

/// `notifications fault FAULT [COUNT] [DURATION]`: the next notifications arrive twice, out of
/// order, late, or not until a retry, for a server that must survive them.
public struct NotificationsFaultCommand: TypedCommand {
    /// `duplicate`, `reorder`, `delay`, `drop` or `none`.
    public var fault = "none"
    /// How many of the next notifications; nil is 1.
    public var count: Int?
    /// For `delay`: how late, on the virtual clock.
    public var delay: ClockStep?

    public init() {}
    public init(_ fault: String, count: Int? = nil, delay: ClockStep? = nil) {
        self.fault = fault
        self.count = count
        self.delay = delay
    }

    public static let declaration = CommandDeclaration(
        "notifications fault", area: .appStore,
        summary: "make the next notifications arrive twice, out of order, late, or not until a retry",
        discussion: """
            For a developer's server that must survive duplicates, lateness and retries. Apple's page \"notificationUUID\" \
            says to use it \"to identify, and ignore, duplicate notifications\", and \"Responding to App Store Server \
            Notifications\" retries a failed post; that notifications may arrive out of their events' order is not stated by \
            Apple (UNCONFIRMED) but a server cannot rely on order across retries. The fault applies to the next COUNT \
            notifications that have somewhere to go ('notifications url' or 'notifications file'). duplicate: each is sent \
            twice in a row under its one notificationUUID. reorder: they are held until the COUNTth is made, then sent newest \
            first. delay: each one's first attempt falls due DURATION after its event and goes out when the clock passes it \
            ('clock advance'). drop: each one's first attempt fails as NO_RESPONSE without being sent, and the retry schedule \
            of 'notifications retries' sends it again later (the sandbox schedule has no retry: it is lost). none clears every \
            fault; notifications already held for reorder are sent now. A new fault of a kind replaces the count left of it.
            """,
        examples: ["notifications fault duplicate 2", "notifications fault reorder 3", "notifications fault delay 1 2h",
                   "notifications fault drop 1", "notifications fault none"])
    public static let fields: [CommandField<Self>] = [
        .argument("FAULT", \.fault, .choice(["duplicate", "reorder", "delay", "drop", "none"]),
                  help: "what happens to the next notifications: sent twice, out of order, late, "
                      + "lost until a retry; none clears"),
        .argument("COUNT", \.count, .integer(1...10_000), help: "how many of the next notifications (default 1)"),
        .argument("DURATION", \.delay, .clockStep, help: "for delay: how late, on the virtual clock (90m, 2h, 1d)"),
    ]

    public func run(in session: Session) throws {
        let count = count ?? 1
        if delay != nil && fault != "delay" {
            throw CommandError(code: "duration-without-delay", message: "only 'notifications fault delay' takes a DURATION",
                               hint: "notifications fault delay \(count) 2h", argument: Self.name(of: \.delay))
        }
        var faults = session.serverNotifications.faults
        switch fault {
        case "duplicate": faults.duplicate = count
        case "reorder": faults.reorder = count
        case "drop": faults.drop = count
        case "delay":
            guard let delay else {
                throw CommandError(code: "delay-needs-duration", message: "'notifications fault delay' needs how late: a DURATION",
                                   hint: "notifications fault delay \(count) 2h")
            }
            faults.delay = (count, delay)
        default:
            let held = faults.held
            faults = DeliveryFaults()
            session.serverNotifications.faults = faults
            session.emit("notification faults cleared")
            for number in held { session.emit(session.attempt(number, at: session.world.clock.now)) }
            return
        }
        session.serverNotifications.faults = faults
        session.emit(NotificationCommands.faultLine(faults))
    }
}
