import StoreKitSimCommands
import StoreKitSimNotifications

/// `GET /storekit-sim/v1/worlds/ID/notifications` (docs/serve-api.md): every notification of a
/// world's log, oldest first, with each attempt to send it in Apple's words ("sendAttemptItem":
/// attemptDate, sendAttemptResult), so a test asserts on what was delivered without reading prose.
enum NotificationListing {
    static func json(_ log: NotificationLog) -> ResponseJSON {
        .object([("notifications", .array(log.notifications.map(item)))])
    }

    static func item(_ notification: SentNotification) -> ResponseJSON {
        let attempts: [ResponseJSON] = notification.attempts.map { attempt in
            var fields: [(String, ResponseJSON)] = [("attemptDate", .integer(attempt.date.milliseconds)),
                                                    ("sendAttemptResult", .string(attempt.result.rawValue))]
            if let status = attempt.httpStatus { fields.append(("httpStatus", .integer(Int64(status)))) }
            return .object(fields)
        }
        let state: String
        switch notification.state {
        case .notSent: state = "not-sent"
        case .retrying: state = "retrying"
        case .delivered: state = "delivered"
        case .failed: state = "failed"
        }
        var fields: [(String, ResponseJSON)] = [
            ("number", .integer(Int64(notification.number))),
            ("notificationUUID", .string(notification.uuid)),
            ("notificationType", .string(notification.type.rawValue)),
            ("subtype", notification.subtype.map { .string($0.rawValue) } ?? .null),
            ("signedDate", .integer(notification.signedDate.milliseconds)),
            ("signedPayload", .string(notification.signedPayload)),
            ("attempts", .array(attempts)),
            ("delivered", .bool(notification.state == .delivered)),
            ("state", .string(state)),
        ]
        if case .retrying(let at) = notification.state { fields.append(("nextAttemptDate", .integer(at.milliseconds))) }
        return .object(fields)
    }
}
