import StoreKitSim
import StoreKitSimCommands

/// Request a Test Notification, Get Test Notification Status and Get Notification History.
///
/// The notification log of App Store Server Notifications V2 belongs to the notifications
/// feature; until the server reads it, these endpoints know the TEST notifications they made
/// (a seam: `testNotifications`).
extension AppStoreServerAPI {
    /// POST /inApps/v1/notifications/test: SendTestNotificationResponse.
    func requestTestNotification() throws(APIError) -> HTTPResponse {
        let number = testNotifications.count + 1
        let token = "storekit-sim-test-\(number)"
        let world = session.world
        let payload = ResponseJSON.object([
            ("notificationType", .string("TEST")), ("notificationUUID", .string(Self.uuid(number))),
            ("data", .object([("appAppleId", .integer(world.app.appAppleID)), ("bundleId", .string(world.app.bundleID)),
                              ("environment", .string(session.signedEnvironment))])),
            ("version", .string("2.0")), ("signedDate", .integer(world.clock.now * 1000)),
        ])
        let signed: String
        do { signed = try session.signedPayload(text: payload.text) } catch { throw APIError(500, 5000000, "An unknown error occurred.") }
        testNotifications.append((token, signed, world.clock.now * 1000))
        return .json(.object([("testNotificationToken", .string(token))]))
    }

    /// GET /inApps/v1/notifications/test/{testNotificationToken}: CheckTestNotificationResponse.
    /// No notification URL is configured, so the one send attempt is NO_RESPONSE (UNCONFIRMED).
    func testNotificationStatus(_ token: String) throws(APIError) -> HTTPResponse {
        guard token.hasPrefix("storekit-sim-test-") else { throw .invalidTestNotificationToken }
        guard let found = testNotifications.first(where: { $0.token == token }) else { throw .testNotificationNotFound }
        return .json(.object([("signedPayload", .string(found.signedPayload)), ("sendAttempts", .array([Self.attempt(found.sentDate)]))]))
    }

    /// POST /inApps/v1/notifications/history: NotificationHistoryResponse, 20 a page.
    func notificationHistory(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let fields = try body(request.body)
        guard let start = Self.integer(fields["startDate"]) else { throw .invalidStartDate }
        guard let end = Self.integer(fields["endDate"]) else { throw .invalidEndDate }
        guard start < end else { throw .startDateAfterEndDate }
        if case .string(let type)? = fields["notificationType"], type != "TEST" {
            guard Self.notificationTypes.contains(type) else { throw .invalidNotificationType }
        }
        var list = testNotifications.filter { $0.sentDate >= start && $0.sentDate < end }
        if case .string(let type)? = fields["notificationType"], type != "TEST" { list = [] }
        var offset = 0
        if let token = request.values("paginationToken").first {
            guard let value = Int(token), value >= 0, value <= list.count else { throw .invalidPaginationToken }
            offset = value
        }
        let end20 = min(list.count, offset + Self.pageSize)
        var fieldsOut: [(String, ResponseJSON)] = []
        if end20 < list.count { fieldsOut.append(("paginationToken", .string(String(end20)))) }
        fieldsOut.append(("hasMore", .bool(end20 < list.count)))
        fieldsOut.append(("notificationHistory", .array(list[offset..<end20].map {
            .object([("signedPayload", .string($0.signedPayload)), ("sendAttempts", .array([Self.attempt($0.sentDate)]))])
        })))
        return .json(.object(fieldsOut))
    }

    static func attempt(_ date: Int64) -> ResponseJSON {
        .object([("attemptDate", .integer(date)), ("sendAttemptResult", .string("NO_RESPONSE"))])
    }

    /// A version 4 UUID from a counter, so notification ids repeat run to run.
    static func uuid(_ number: Int) -> String {
        let digits = String(number, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// notificationType values App Store Server Notifications V2 documents.
    static let notificationTypes: Set<String> = [
        "CONSUMPTION_REQUEST", "DID_CHANGE_RENEWAL_PREF", "DID_CHANGE_RENEWAL_STATUS", "DID_FAIL_TO_RENEW", "DID_RENEW", "EXPIRED",
        "EXTERNAL_PURCHASE_TOKEN", "GRACE_PERIOD_EXPIRED", "OFFER_REDEEMED", "ONE_TIME_CHARGE", "PRICE_INCREASE", "REFUND", "REFUND_DECLINED",
        "REFUND_REVERSED", "RENEWAL_EXTENDED", "RENEWAL_EXTENSION", "REVOKE", "SUBSCRIBED", "TEST", "METADATA_UPDATE", "MIGRATION", "PRICE_CHANGE",
        "RESCIND_CONSENT",
    ]
}
