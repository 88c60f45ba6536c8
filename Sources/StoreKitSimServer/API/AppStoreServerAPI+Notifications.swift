import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSigning
import StoreKitSimNotifications

/// Request a Test Notification, Get Test Notification Status and Get Notification History, over
/// the session's log of App Store Server Notifications V2 (`notifications`).
extension AppStoreServerAPI {
    /// POST /inApps/v1/notifications/test: SendTestNotificationResponse. Like the App Store, which
    /// needs a notification URL set in App Store Connect, it needs `notifications url` or
    /// `notifications file` (else 4040007). The token is the notification's UUID and its signedDate
    /// in milliseconds, joined by `_`, the form Apple's tokens take (UNCONFIRMED).
    func requestTestNotification() throws(APIError) -> HTTPResponse {
        guard session.notificationDestinationIsSet else { throw .serverNotificationURLNotFound }
        guard let sent = session.sendTestNotification() else { throw APIError(500, 5000000, "An unknown error occurred.") }
        return .json(.object([("testNotificationToken", .string(Self.testToken(sent)))]))
    }

    /// GET /inApps/v1/notifications/test/{testNotificationToken}: CheckTestNotificationResponse.
    func testNotificationStatus(_ token: String) throws(APIError) -> HTTPResponse {
        guard token.wholeMatch(of: /[0-9a-fA-F-]{36}_[0-9]{1,19}/) != nil else { throw .invalidTestNotificationToken }
        guard let sent = session.sentNotifications.first(where: { $0.type == .test && Self.testToken($0) == token }) else {
            throw .testNotificationNotFound
        }
        return .json(.object([("signedPayload", .string(sent.signedPayload)), ("sendAttempts", Self.attempts(sent))]))
    }

    /// POST /inApps/v1/notifications/history: NotificationHistoryResponse, 20 a page, filtered by
    /// startDate and endDate (required), notificationType and notificationSubtype, or transactionId,
    /// and onlyFailures.
    func notificationHistory(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let fields = try body(request.body)
        guard let start = Self.integer(fields["startDate"]) else { throw .invalidStartDate }
        guard let end = Self.integer(fields["endDate"]) else { throw .invalidEndDate }
        guard start < end else { throw .startDateAfterEndDate }
        var list = session.sentNotifications.filter { (start..<end).contains(SignedPayloads.milliseconds($0.signedDate)) }
        let type = try Self.optionalString(fields["notificationType"])
        let subtype = try Self.optionalString(fields["notificationSubtype"])
        let transaction = try Self.optionalString(fields["transactionId"])
        if transaction != nil, type != nil || subtype != nil { throw .multipleFiltersSupplied }
        if let type {
            guard let known = NotificationType(rawValue: type) else { throw .invalidNotificationType }
            list = list.filter { $0.type == known }
        }
        if let subtype {
            guard let known = NotificationSubtype(rawValue: subtype) else { throw .invalidNotificationType }
            list = list.filter { $0.subtype == known }
        }
        if let transaction {
            // One customer: every notification about a transaction is theirs, once the id is theirs.
            _ = try self.transaction(transaction)
            list = list.filter { $0.transactionID != nil }
        }
        if fields["onlyFailures"] == .bool(true) { list = list.filter { $0.attempts.contains { $0.result != .success } } }
        var offset = 0
        if let token = request.values("paginationToken").first {
            guard let value = Int(token), value >= 0, value <= list.count else { throw .invalidPaginationToken }
            offset = value
        }
        let next = min(list.count, offset + Self.pageSize)
        var answer: [(String, ResponseJSON)] = []
        if next < list.count { answer.append(("paginationToken", .string(String(next)))) }
        answer.append(("hasMore", .bool(next < list.count)))
        answer.append(("notificationHistory", .array(list[offset..<next].map {
            .object([("signedPayload", .string($0.signedPayload)), ("sendAttempts", Self.attempts($0))])
        })))
        return .json(.object(answer))
    }

    static func testToken(_ sent: SentNotification) -> String { "\(sent.uuid)_\(SignedPayloads.milliseconds(sent.signedDate))" }

    /// sendAttempts: each attempt's date (milliseconds) and sendAttemptResult.
    static func attempts(_ sent: SentNotification) -> ResponseJSON {
        .array(sent.attempts.map {
            .object([("attemptDate", .integer(SignedPayloads.milliseconds($0.date))), ("sendAttemptResult", .string($0.result.rawValue))])
        })
    }

    static func optionalString(_ value: FlatJSON.Value?) throws(APIError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw .generalBadRequest
        }
    }
}
