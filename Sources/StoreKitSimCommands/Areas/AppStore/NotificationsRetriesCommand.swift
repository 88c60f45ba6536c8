import StoreKitSim
import StoreKitSimNotifications

/// `notifications retries SCHEDULE`: whose retry schedule failed notifications follow.
public struct NotificationsRetriesCommand: TypedCommand {
    /// `production`, `sandbox` or `environment` (a `RetrySchedule`'s raw value).
    public var schedule = "environment"

    public init() {}
    public init(_ schedule: String) { self.schedule = schedule }

    public static let declaration = CommandDeclaration(
        "notifications retries", area: .appStore, summary: "choose the retry schedule for notifications that fail",
        discussion: """
            production: five retries, 1, 12, 24, 48 and 72 hours after the previous attempt, on the virtual clock ('clock \
            advance 2d' sends what fell due, in order). sandbox: one attempt, no retry, as the App Store does in the sandbox \
            (\"Responding to App Store Server Notifications\"). environment (the default): sandbox when the signing \
            environment is Sandbox, production otherwise.
            """,
        examples: ["notifications retries sandbox", "notifications retries production"])
    public static let fields: [CommandField<Self>] = [
        .argument("SCHEDULE", \.schedule, .choice(["production", "sandbox", "environment"]),
                  help: "whose retry schedule failed notifications follow"),
    ]

    public func run(in session: Session) throws {
        session.serverNotifications.schedule = RetrySchedule(rawValue: schedule)
        session.emit(NotificationCommands.settingLine(session))
    }
}
