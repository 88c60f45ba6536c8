import StoreKitSim
import StoreKitSimCommands
import StoreKitSimNotifications
import StoreKitSimSigning

/// A mass renewal-date extension request and its outcome (Extend Subscription Renewal Dates for
/// All Active Subscribers; Get Status of Subscription Renewal Date Extensions).
struct MassExtension {
    var productID: String
    var requestIdentifier: String
    var succeeded: Int64
    var failed: Int64
    var completeDate: Int64
}

/// Get All Subscription Statuses, Extend a Subscription Renewal Date, and the mass extension.
extension AppStoreServerAPI {

    /// GET /inApps/v1/subscriptions/{transactionId}: StatusResponse, one item per subscription
    /// group, filtered by `status` when given.
    func subscriptionStatuses(_ id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        _ = try transaction(id)
        let wanted = try request.values("status").map { (text: String) throws(APIError) -> Int64 in
            guard let value = Int64(text), (1...5).contains(value) else { throw .invalidStatus }
            return value
        }
        var data: [ResponseJSON] = []
        let subscriptions = session.world.subscriptions
        var groups = subscriptions.order
        for group in subscriptions.familySharedOrder where !groups.contains(group) { groups.append(group) }
        for group in groups {
            // One lastTransactions item per subscription of the group: the account's own, then a
            // family-shared one (its own original transaction).
            var items: [ResponseJSON] = []
            for state in subscriptions.statuses(group: group) {
                let code = NotificationPayload.status(state.status) // the same codes as a notification's data.status
                if !wanted.isEmpty, !wanted.contains(code) { continue }
                guard let latest = session.world.payments.transaction(state.latestTransactionID) else { continue }
                let renewal = try signed(payload: session.renewalInfoPayloadText(state))
                items.append(.object([
                    ("originalTransactionId", .string(Session.numericTransactionID(state.originalTransactionID))), ("status", .integer(code)),
                    ("signedTransactionInfo", try signed(latest)), ("signedRenewalInfo", .string(renewal)),
                ]))
            }
            if !items.isEmpty {
                data.append(.object([("subscriptionGroupIdentifier", .string(session.world.catalog.groupIdentifier(group))),
                                     ("lastTransactions", .array(items))]))
            }
        }
        return .json(.object(appFields + [("data", .array(data))]))
    }

    /// PUT /inApps/v1/subscriptions/extend/{originalTransactionId}: ExtendRenewalDateResponse.
    func extendRenewalDate(_ id: String, _ bytes: [UInt8]) throws(APIError) -> HTTPResponse {
        let original = try transaction(id, invalid: .invalidOriginalTransactionID, missing: .originalTransactionIDNotFound)
        let fields = try body(bytes)
        let days = try Self.extendDays(fields)
        try Self.checkExtendRequest(fields)
        if original.originalTransactionID != nil { throw .transactionIDIsNotOriginalTransactionID }
        do {
            try session.perform { try $0.extendRenewalDate(originalTransactionID: original.id, days: days) }
        } catch let error as ServerAPIError {
            throw Self.apiError(error)
        } catch {
            throw APIError(500, 5000000, "An unknown error occurred.")
        }
        let state = session.world.subscriptions.all.first { $0.originalTransactionID == original.id }
        return .json(.object([
            ("originalTransactionId", .string(id)),
            ("webOrderLineItemId", .string(Session.numericTransactionID(state?.latestTransactionID ?? original.id))),
            ("success", .bool(true)), ("effectiveDate", .integer(SignedPayloads.milliseconds(state?.expiresDate ?? .epoch))),
        ]))
    }

    /// POST /inApps/v1/subscriptions/extend/mass: MassExtendRenewalDateResponse. The simulated
    /// App Store has one customer, so the request completes at once.
    func extendForAllSubscribers(_ bytes: [UInt8]) throws(APIError) -> HTTPResponse {
        let (fields, storefronts) = try massExtensionBody(bytes)
        let days = try Self.extendDays(fields)
        try Self.checkExtendRequest(fields)
        guard case .string(let productID)? = fields["productId"], !productID.isEmpty else { throw .invalidProductID }
        guard case .string(let requestIdentifier)? = fields["requestIdentifier"], !requestIdentifier.isEmpty,
              requestIdentifier.utf8.count <= 128 else {
            throw .invalidRequestIdentifier
        }
        var succeeded: Int64 = 0, failed: Int64 = 0
        if massExtensions[requestIdentifier] == nil {
            let storefront = session.world.storefront.countryCode
            for state in session.world.subscriptions.all where state.productID.rawValue == productID && state.status == .subscribed {
                if let storefronts, !storefronts.contains(storefront) { continue }
                do {
                    try session.perform { try $0.extendRenewalDate(originalTransactionID: state.originalTransactionID, days: days) }
                    succeeded += 1
                } catch {
                    failed += 1
                }
            }
            massExtensions[requestIdentifier] = MassExtension(productID: productID, requestIdentifier: requestIdentifier, succeeded: succeeded,
                                                              failed: failed, completeDate: SignedPayloads.milliseconds(session.world.clock.now))
        }
        return .json(.object([("requestIdentifier", .string(requestIdentifier))]))
    }

    /// GET /inApps/v1/subscriptions/extend/mass/{productId}/{requestIdentifier}.
    func massExtensionStatus(productID: String, requestIdentifier: String) throws(APIError) -> HTTPResponse {
        guard let request = massExtensions[requestIdentifier], request.productID == productID else { throw .statusRequestNotFound }
        return .json(.object([
            ("requestIdentifier", .string(request.requestIdentifier)), ("complete", .bool(true)), ("completeDate", .integer(request.completeDate)),
            ("succeededCount", .integer(request.succeeded)), ("failedCount", .integer(request.failed)),
        ]))
    }

    /// extendByDays: 1 to 90.
    static func extendDays(_ fields: [String: FlatJSON.Value]) throws(APIError) -> Int64 {
        guard let days = integer(fields["extendByDays"]), (1...90).contains(days) else { throw .invalidExtendByDays }
        return days
    }

    /// extendReasonCode 0-3 (undeclared, customer satisfaction, other, service issue or outage) and
    /// a requestIdentifier of at most 128 characters.
    static func checkExtendRequest(_ fields: [String: FlatJSON.Value]) throws(APIError) {
        guard let reason = integer(fields["extendReasonCode"]), (0...3).contains(reason) else { throw .invalidExtendReasonCode }
        guard case .string(let identifier)? = fields["requestIdentifier"], !identifier.isEmpty, identifier.utf8.count <= 128 else {
            throw .invalidRequestIdentifier
        }
    }

    static func apiError(_ error: ServerAPIError) -> APIError {
        switch error {
        case .unknownOriginalTransaction: return .originalTransactionIDNotFound
        case .extensionIneligible: return .subscriptionExtensionIneligible
        case .maximumExtensions: return .subscriptionMaxExtension
        case .familyShared: return .familySharedSubscriptionExtensionIneligible
        }
    }

    /// The mass extension's body: flat fields plus the optional `storefrontCountryCodes` array of
    /// alpha-3 codes, which is cut out before the flat reader sees the rest.
    func massExtensionBody(_ bytes: [UInt8]) throws(APIError) -> ([String: FlatJSON.Value], [String]?) {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .generalBadRequest }
        guard let found = StorefrontListField.find(in: bytes) else { return (try body(bytes), nil) }
        var rest = Array(bytes[..<found.removed.lowerBound])
        if found.joinsCommas { rest.append(UInt8(ascii: ",")) }
        rest.append(contentsOf: bytes[found.removed.upperBound...])
        let fields = try body(rest)
        guard let list = found.list else { return (fields, nil) }
        let text = String(decoding: bytes[list], as: UTF8.self)
        let codes = text.matches(of: /"([^"\\]*)"/).map { String($0.output.1) }
        if codes.isEmpty { throw .invalidEmptyStorefrontCountryCodeList }
        guard codes.allSatisfy({ code in code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A } }) else {
            throw .invalidStorefrontCountryCode
        }
        return (fields, codes)
    }
}
