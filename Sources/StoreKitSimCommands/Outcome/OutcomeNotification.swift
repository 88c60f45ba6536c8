import StoreKitSimNotifications

/// One App Store Server Notification V2 a command made, as the App Store posts it
/// (https://developer.apple.com/documentation/appstoreservernotifications/responsebodyv2):
/// its notificationUUID, notificationType, subtype and the signedPayload JWS.
public struct OutcomeNotification: Sendable, Hashable {
    public var notificationUUID: String
    public var notificationType: String
    public var subtype: String?
    public var signedPayload: String
    /// `notification jws N`'s number in the session's log.
    public var number: Int

    public init(_ sent: SentNotification) {
        notificationUUID = sent.uuid
        notificationType = sent.type.rawValue
        subtype = sent.subtype?.rawValue
        signedPayload = sent.signedPayload
        number = sent.number
    }
}
