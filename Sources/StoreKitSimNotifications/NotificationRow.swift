import StoreKitSim

/// One row of the notification table: a world event and the notification type and subtype the
/// App Store sends for it.
public struct NotificationRow: Sendable, NotificationKind {
    public var type: NotificationType
    public var subtype: NotificationSubtype?
    /// When the App Store sends it, in the words help and the manual print.
    public var when: String
    /// Why the mapping is UNCONFIRMED, when Apple's pages leave it open; nil when they state it.
    public var unconfirmed: String?
    /// The subject when `event` is this row's, read with the world as it is after the event.
    let match: @Sendable (WorldEvent, World) -> NotificationSubject?

    init(_ type: NotificationType, _ subtype: NotificationSubtype? = nil, when: String, unconfirmed: String? = nil,
         match: @escaping @Sendable (WorldEvent, World) -> NotificationSubject?) {
        self.type = type
        self.subtype = subtype
        self.when = when
        self.unconfirmed = unconfirmed
        self.match = match
    }

    /// The row's subject for `event`, or nil when the event is not this row's.
    public func subject(for event: WorldEvent, in world: World) -> NotificationSubject? { match(event, world) }
}
