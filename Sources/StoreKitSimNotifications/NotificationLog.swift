import StoreKitSim

/// Every notification of a session, in the order the App Store made them, with their attempts.
///
/// The session appends and records attempts; listings, `notification jws N` and the server's
/// notification history read it. It keeps at most `limit` notifications, dropping the oldest
/// delivered or failed ones first, so a long session does not grow without bound.
public struct NotificationLog: Sendable {
    /// How many notifications the log keeps.
    public static let limit = 10_000

    public private(set) var notifications: [SentNotification] = []
    /// The number the next notification gets.
    public private(set) var nextNumber = 1

    public init() {}

    /// Adds a notification made by `make` with the next number, and returns that number.
    @discardableResult
    public mutating func append(_ make: (Int) -> SentNotification) -> Int {
        let number = nextNumber
        nextNumber += 1
        notifications.append(make(number))
        if notifications.count > Self.limit,
           let old = notifications.firstIndex(where: { $0.state == .delivered || $0.state == .failed || $0.state == .notSent }) {
            notifications.remove(at: old)
        }
        return number
    }

    /// Empties the log; the next notification's number goes on from where it was.
    public mutating func removeAll() { notifications.removeAll() }

    public func notification(_ number: Int) -> SentNotification? { notifications.first { $0.number == number } }

    /// Records an attempt and the state it leaves the notification in.
    public mutating func record(_ attempt: SendAttempt, number: Int, state: DeliveryState) {
        guard let index = notifications.firstIndex(where: { $0.number == number }) else { return }
        notifications[index].attempts.append(attempt)
        notifications[index].state = state
    }

    /// Makes notification `number`'s first attempt fall due at `time` without attempting it now
    /// (`notifications fault delay`): the retries due at `time` send it.
    public mutating func postpone(_ number: Int, until time: VirtualInstant) {
        guard let index = notifications.firstIndex(where: { $0.number == number }) else { return }
        notifications[index].state = .retrying(at: time)
    }

    public func notification(uuid: String) -> SentNotification? { notifications.first { $0.uuid == uuid } }

    /// The notifications whose next attempt falls due at or before `time`, earliest first (by
    /// number when two fall due together).
    public func due(at time: VirtualInstant) -> [(number: Int, at: VirtualInstant)] {
        notifications.compactMap { n -> (number: Int, at: VirtualInstant)? in
            if case .retrying(let at) = n.state, at <= time { return (n.number, at) }
            return nil
        }.sorted { ($0.at, $0.number) < ($1.at, $1.number) }
    }

    /// When the earliest next attempt falls due, if any notification waits for one.
    public var nextDue: VirtualInstant? {
        notifications.lazy.compactMap { n -> VirtualInstant? in
            if case .retrying(let at) = n.state { return at }
            return nil
        }.min()
    }
}
