import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSigning

/// Get Transaction Info, Get Transaction History (v1 and v2), Get Refund History and Look Up
/// Order ID, as Apple's App Store Server API documents them.
extension AppStoreServerAPI {
    /// Transactions per page of Get Transaction History and Get Refund History.
    static let pageSize = 20

    /// GET /inApps/v1/transactions/{transactionId}: TransactionInfoResponse, kept in `answers`
    /// until the world may have changed.
    func transactionInfo(_ id: String) throws(APIError) -> HTTPResponse {
        if let known = answers.answer(id) { return known }
        let answer = HTTPResponse.json(.object([("signedTransactionInfo", try signed(transaction(id)))]))
        answers.keep(answer, for: id)
        return answer
    }

    /// GET /inApps/v2/history/{transactionId}: HistoryResponse, 20 a page, `revision` to page on;
    /// every product type in any state. Version 1 (Get Transaction History V1) leaves out the
    /// consumables the app finished, unless refunded or revoked.
    func transactionHistory(_ id: String, _ request: HTTPRequest, version: String) throws(APIError) -> HTTPResponse {
        _ = try transaction(id)
        var list = completedTransactions
        if version == "v1" { list = list.filter { productType($0) != .consumable || !$0.finished || $0.revocationDate != nil } }
        let start = try Self.date(request.values("startDate"), invalid: .invalidStartDate)
        let end = try Self.date(request.values("endDate"), invalid: .invalidEndDate)
        if let start, let end, start >= end { throw .startDateAfterEndDate }
        if let start { list = list.filter { SignedPayloads.milliseconds($0.purchaseDate) >= start } }
        if let end { list = list.filter { SignedPayloads.milliseconds($0.purchaseDate) < end } }
        let productIDs = request.values("productId")
        if productIDs.contains(where: \.isEmpty) { throw .invalidProductID }
        if !productIDs.isEmpty { list = list.filter { productIDs.contains($0.productID.rawValue) } }
        let types = try request.values("productType").map { (word: String) throws(APIError) -> InAppProductType in
            guard let type = Self.productTypes[word] else { throw .invalidProductType }
            return type
        }
        if !types.isEmpty { list = list.filter { types.contains(productType($0) ?? .consumable) } }
        let groups = request.values("subscriptionGroupIdentifier")
        if groups.contains(where: \.isEmpty) { throw .invalidSubscriptionGroupIdentifier }
        // The query names groups by identifier, as subscriptionGroupIdentifier does in the payloads.
        if !groups.isEmpty {
            let catalog = session.world.catalog
            list = list.filter { transaction in
                guard let name = catalog.product(transaction.productID)?.subscriptionGroup else { return false }
                return groups.contains(catalog.groupIdentifier(name))
            }
        }
        switch request.values("inAppOwnershipType") {
        case []: break
        case ["PURCHASED"]: list = list.filter { $0.ownership != .familyShared }
        case ["FAMILY_SHARED"]: list = list.filter { $0.ownership == .familyShared }
        default: throw .invalidInAppOwnershipType
        }
        switch request.values("revoked") {
        case []: break
        case ["true"]: list = list.filter { $0.revocationDate != nil }
        case ["false"]: list = list.filter { $0.revocationDate == nil }
        default: throw .invalidRevoked
        }
        list.sort { ($0.purchaseDate, Self.number($0.id)) < ($1.purchaseDate, Self.number($1.id)) }
        switch request.values("sort") {
        case [], ["ASCENDING"]: break
        case ["DESCENDING"]: list.reverse()
        default: throw .invalidSort
        }
        let (page, revision, hasMore) = try Self.page(list, revision: request.values("revision"))
        return .json(.object(appFields.filter { $0.0 != "environment" } + [
            ("revision", .string(revision)), ("hasMore", .bool(hasMore)), ("environment", .string(session.signedEnvironment)),
            ("signedTransactions", .array(try page.map { (transaction: PaymentTransaction) throws(APIError) in try signed(transaction) })),
        ]))
    }

    /// GET /inApps/v2/refund/lookup/{transactionId}: RefundHistoryResponse, refunded transactions oldest first.
    func refundHistory(_ id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        _ = try transaction(id)
        let refunded = completedTransactions.filter { $0.revocationDate != nil }
            .sorted { (($0.revocationDate ?? .epoch).seconds, Self.number($0.id)) < (($1.revocationDate ?? .epoch).seconds, Self.number($1.id)) }
        let (page, revision, hasMore) = try Self.page(refunded, revision: request.values("revision"))
        return .json(.object([
            ("signedTransactions", .array(try page.map { (transaction: PaymentTransaction) throws(APIError) in try signed(transaction) })),
            ("revision", .string(revision)), ("hasMore", .bool(hasMore)),
        ]))
    }

    /// GET /inApps/v1/lookup/{orderId}: OrderLookupResponse, status 0 (valid) with the order's
    /// transactions or 1 (invalid). The simulator's order ids are `ML` and the purchase's
    /// transaction number in eight digits (`ML00000001` for t1); Apple's format is not documented
    /// (UNCONFIRMED).
    func lookUpOrder(_ orderID: String) throws(APIError) -> HTTPResponse {
        let transactions = completedTransactions.filter { Self.orderID(of: $0) == orderID }
        guard !transactions.isEmpty else { return .json(.object([("status", .integer(1)), ("signedTransactions", .array([]))])) }
        return .json(.object([("status", .integer(0)),
                              ("signedTransactions", .array(try transactions.map { (transaction: PaymentTransaction) throws(APIError) in
                                  try signed(transaction)
                              }))]))
    }

    /// The order a purchase was placed in: one per purchase; a renewal is billed in an order of its own.
    public static func orderID(of transaction: PaymentTransaction) -> String {
        let digits = String(number(transaction.id))
        return "ML" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    static let productTypes: [String: InAppProductType] = [
        "AUTO_RENEWABLE": .autoRenewable, "NON_RENEWABLE": .nonRenewing, "CONSUMABLE": .consumable, "NON_CONSUMABLE": .nonConsumable,
    ]

    func productType(_ transaction: PaymentTransaction) -> InAppProductType? {
        session.world.catalog.product(transaction.productID)?.type ?? session.world.products.received[transaction.productID]?.type
    }

    static func number(_ id: TransactionID) -> Int { id.number ?? 0 }

    /// A date query argument: milliseconds since 1970, one value at most.
    static func date(_ values: [String], invalid: APIError) throws(APIError) -> Int64? {
        guard let text = values.first else { return nil }
        guard values.count == 1, let value = Int64(text), value >= 0 else { throw invalid }
        return value
    }

    /// One page of `list` from the position `revision` names; the revision of the next page.
    /// Revisions are opaque to clients; this one is the position, in decimal.
    static func page<T>(_ list: [T], revision values: [String]) throws(APIError) -> ([T], String, Bool) {
        var offset = 0
        if let text = values.first {
            guard values.count == 1, let value = Int(text), value >= 0, value <= list.count else { throw .invalidRequestRevision }
            offset = value
        }
        let end = min(list.count, offset + pageSize)
        return (Array(list[offset..<end]), String(end), end < list.count)
    }
}
