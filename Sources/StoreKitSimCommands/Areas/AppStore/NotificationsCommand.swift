import StoreKitSim

/// `notifications [on|off]`: App Store Server Notifications V2 switched on or off, or the log listed.
public struct NotificationsCommand: TypedCommand {
    /// `on` or `off`; nil lists the notifications sent.
    public var state: String?

    public init() {}
    public init(on: Bool?) { state = on.map { $0 ? "on" : "off" } }

    public static let declaration = CommandDeclaration(
        "notifications", area: .appStore, summary: "turn App Store Server Notifications V2 on or off, or list those sent",
        discussion: NotificationCommands.tableDiscussion(),
        examples: ["notifications on", "notifications", "notifications off"])
    public static let fields: [CommandField<Self>] = [
        .argument("STATE", \.state, .choice(["on", "off"]), help: "on makes a notification for every event the table lists"),
    ]

    public func run(in session: Session) throws {
        if let state { session.serverNotifications.isOn = state == "on" }
        session.emit(NotificationCommands.settingLine(session))
        guard state == nil else { return }
        for notification in session.serverNotifications.log.notifications { session.emit(NotificationLines.listed(notification)) }
    }
}
