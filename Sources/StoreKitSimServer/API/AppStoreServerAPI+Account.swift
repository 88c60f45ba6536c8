import StoreKitSim
import StoreKitSimCommands

/// Send Consumption Information and Set App Account Token.
extension AppStoreServerAPI {
    /// PUT /inApps/v1/transactions/consumption/{transactionId} (ConsumptionRequestV1) and
    /// /inApps/v2/... (ConsumptionRequest): checked field by field as Apple's error codes name
    /// them; 202 Accepted.
    func sendConsumption(_ id: String, _ bytes: [UInt8], version: String) throws(APIError) -> HTTPResponse {
        let transaction = try transaction(id)
        let fields = try body(bytes)
        guard fields["customerConsented"] == .bool(true) else { throw .invalidCustomerConsented }
        guard case .bool? = fields["sampleContentProvided"] else { throw .invalidSampleContentProvided }
        if version == "v1" {
            guard productType(transaction) == .consumable || productType(transaction) == .autoRenewable else {
                throw .invalidTransactionNotConsumable
            }
            let ranges: [(String, ClosedRange<Int64>, APIError)] = [
                ("consumptionStatus", 0...3, .invalidConsumptionStatus), ("platform", 0...2, .invalidPlatform),
                ("deliveryStatus", 0...5, .invalidDeliveryStatus), ("accountTenure", 0...7, .invalidAccountTenure),
                ("playTime", 0...7, .invalidPlayTime), ("lifetimeDollarsRefunded", 0...7, .invalidLifetimeDollarsRefunded),
                ("lifetimeDollarsPurchased", 0...7, .invalidLifetimeDollarsPurchased), ("userStatus", 0...4, .invalidUserStatus),
            ]
            for (name, range, error) in ranges {
                guard let value = Self.integer(fields[name]), range.contains(value) else { throw error }
            }
            if let token = fields["appAccountToken"], token != .string(""), !Self.isUUID(token) { throw .invalidAppAccountToken }
        } else {
            let statuses = ["DELIVERED", "UNDELIVERED_QUALITY_ISSUE", "UNDELIVERED_WRONG_ITEM", "UNDELIVERED_SERVER_OUTAGE", "UNDELIVERED_OTHER"]
            guard case .string(let status)? = fields["deliveryStatus"], statuses.contains(status) else { throw .invalidDeliveryStatus }
            if let percentage = fields["consumptionPercentage"], percentage != .null {
                guard let value = Self.integer(percentage), (0...100_000).contains(value) else { throw .generalBadRequest }
            }
        }
        session.perform { $0.receiveConsumptionInformation(transactionID: transaction.id) }
        return .empty(202)
    }

    /// PUT /inApps/v1/transactions/{originalTransactionId}/appAccountToken: 200 with no body.
    func setAppAccountToken(_ id: String, _ bytes: [UInt8]) throws(APIError) -> HTTPResponse {
        let transaction = try transaction(id, invalid: .invalidOriginalTransactionID, missing: .originalTransactionIDNotFound)
        if transaction.originalTransactionID != nil { throw .transactionIDIsNotOriginalTransactionID }
        if transaction.ownership == .familyShared { throw .familyTransactionNotSupported }
        let fields = try body(bytes)
        let token: String?
        switch fields["appAccountToken"] {
        case .string("")?: token = nil
        case .string(let text)? where Self.isUUID(.string(text)): token = text.lowercased()
        default: throw .invalidAppAccountTokenUUID
        }
        session.perform { $0.setAppAccountToken(originalTransactionID: transaction.id, token: token) }
        return .empty(200)
    }

    /// A UUID in its 8-4-4-4-12 hexadecimal form.
    static func isUUID(_ value: FlatJSON.Value) -> Bool {
        guard case .string(let text) = value else { return false }
        return text.wholeMatch(of: /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/) != nil
    }
}
