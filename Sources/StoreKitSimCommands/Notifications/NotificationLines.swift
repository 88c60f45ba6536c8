import StoreKitSim
import StoreKitSimNotifications

/// The transcript's words for notifications and their attempts.
enum NotificationLines {
    /// `notification 1 SUBSCRIBED INITIAL_BUY t1 uuid …`: made, in the turn that caused it.
    static func made(_ notification: SentNotification) -> String {
        var line = "notification \(notification.number) \(notification.name)"
        if let id = notification.transactionID?.rawValue ?? notification.tokenHandle { line += " \(id)" }
        return line + " uuid \(notification.uuid)"
    }

    /// `notification 1 attempt 1 2026-01-01T00:00:00Z SUCCESS HTTP 200`, and what follows.
    static func attempt(_ notification: SentNotification) -> String {
        guard let attempt = notification.attempts.last else { return "" }
        var line = "notification \(notification.number) attempt \(notification.attempts.count) "
            + "\(VirtualClock.iso8601(attempt.date)) \(attempt.result.rawValue)"
        if let status = attempt.httpStatus { line += " HTTP \(status)" }
        switch notification.state {
        case .retrying(let at): line += ", retry at \(VirtualClock.iso8601(at))"
        case .failed: line += attempt.result == .success ? "" : ", no retry left: failed"
        case .delivered, .notSent: break
        }
        return line
    }

    /// One line of `notifications`: number, name, transaction, date and where it stands.
    static func listed(_ notification: SentNotification) -> String {
        var line = "\(notification.number) \(notification.name)"
        if let id = notification.transactionID?.rawValue ?? notification.tokenHandle { line += " \(id)" }
        line += " \(VirtualClock.iso8601(notification.signedDate)) "
        let attempts = notification.attempts.count
        let count = "\(attempts) attempt\(attempts == 1 ? "" : "s")"
        switch notification.state {
        case .notSent: line += "not sent"
        case .delivered: line += "delivered (\(count))"
        case .failed: line += "failed (\(count))"
        case .retrying(let at): line += "retrying at \(VirtualClock.iso8601(at)) (\(count))"
        }
        return line
    }
}
