/// Anything that is one notificationType and maybe a subtype: a row of the table, a subject the
/// session hands over, a notification sent. Its name is written once here.
public protocol NotificationKind {
    var type: NotificationType { get }
    var subtype: NotificationSubtype? { get }
}

extension NotificationKind {
    /// `TYPE` or `TYPE SUBTYPE`, as the transcript and the table print it.
    public var name: String { subtype.map { "\(type.rawValue) \($0.rawValue)" } ?? type.rawValue }
}
