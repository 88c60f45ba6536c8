import StoreKitSim
import StoreKitSimNotifications

/// `notifications test`: a TEST notification, as the App Store Server API's Request a Test Notification sends.
public struct NotificationsTestCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "notifications test", area: .appStore, summary: "send a TEST notification and show its send status",
        discussion: """
            As the App Store Server API's Request a Test Notification does: a TEST notification with no transaction goes to \
            the URL or file set, whether notifications are on or not, and its attempt shows the sendAttemptResult that Get \
            Test Notification Status would report.
            """,
        examples: ["notifications test"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        guard session.serverNotifications.destination != .none else {
            throw CommandError(code: "no-destination", message: "there is nowhere to send the TEST notification",
                               hint: "set one first: 'notifications url URL' or 'notifications file FILE'")
        }
        for line in session.send(NotificationSubject(.test), at: session.world.clock.now) { session.emit(line) }
    }
}
