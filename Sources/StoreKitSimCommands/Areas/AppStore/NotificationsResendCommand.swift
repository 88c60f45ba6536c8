import StoreKitSim

/// `notifications resend UUID`: one more attempt at a logged notification, under its notificationUUID.
public struct NotificationsResendCommand: TypedCommand {
    /// The notificationUUID, in any case.
    public var uuid = ""

    public init() {}
    public init(_ uuid: String) { self.uuid = uuid }

    public static let declaration = CommandDeclaration(
        "notifications resend", area: .appStore, summary: "send a notification again now, under its notificationUUID",
        discussion: """
            One more attempt at the virtual clock's time to the URL or file set, recorded in the notification's attempts as \
            any retry is: a developer's server that keys on notificationUUID must treat it as the one it may have seen.
            """,
        examples: ["notifications resend 18b45650-1fb4-42e4-a431-63c1d4dfa6e2"])
    public static let fields: [CommandField<Self>] = [
        .argument("UUID", \.uuid, .word, help: "the notificationUUID of a notification in the log"),
    ]

    public func run(in session: Session) throws {
        let uuid = uuid.lowercased()
        guard let notification = session.serverNotifications.log.notification(uuid: uuid) else {
            throw CommandError(code: "unknown-notification", message: "no notification in the log has the notificationUUID \(uuid)",
                               hint: "'notifications' lists them; 'notification N' shows one's uuid", argument: Self.name(of: \.uuid))
        }
        guard session.serverNotifications.destination != .none else {
            throw CommandError(code: "no-destination", message: "there is nowhere to send it",
                               hint: "set one first: 'notifications url URL' or 'notifications file FILE'")
        }
        session.emit(session.attempt(notification.number, at: session.world.clock.now))
    }
}
