import StoreKitSimNotifications

/// The session's App Store Server Notifications V2: whether they are made, where they go, which
/// retry schedule applies, and the log of every notification and attempt (which the server's
/// Get Notification History reads).
public struct ServerNotifications: Sendable {
    /// Where notifications are sent.
    public enum Destination: Sendable, Hashable {
        /// Nowhere: the transcript lines and the log only.
        case none
        /// POSTed to the developer's server.
        case url(NotificationURL)
        /// Appended as JSON lines; `shown` is the path as typed, for transcripts.
        case file(path: String, shown: String)
    }

    /// Off by default, so sessions and transcripts without notifications stay as they are.
    public var isOn = false
    public var destination = Destination.none
    /// nil: the signing environment's (once per notification in Sandbox, else production's retries).
    public var schedule: RetrySchedule?
    public var log = NotificationLog()
    /// The externalPurchaseIds EXTERNAL_PURCHASE_TOKEN UNREPORTED was sent for: once per token.
    public var unreportedTokensSent: Set<String> = []
    /// Faults asked for with `notifications fault`, for the next notifications sent.
    public var faults = DeliveryFaults()

    public init() {}

    /// `reset --all`: off, nowhere, the environment's schedule, no faults, an empty log whose
    /// numbers go on (a notificationUUID is made from the number: none may come twice).
    public mutating func forgetAll() {
        isOn = false
        destination = .none
        schedule = nil
        faults = DeliveryFaults()
        log.removeAll()
        unreportedTokensSent = []
    }

    /// The schedule in force for notifications signed in `environment`.
    public func schedule(environment: String) -> RetrySchedule {
        schedule ?? (environment == "Sandbox" ? .sandbox : .production)
    }
}
