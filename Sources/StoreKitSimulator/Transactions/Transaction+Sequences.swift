import StoreKitSim

extension Transaction {
    /// Transaction.Transactions: `updates` (live) and `all`, `currentEntitlements`, `unfinished`
    /// (each a snapshot taken when asked for).
    public typealias Transactions = SimulatedSequence<VerificationResult<Transaction>>

    /// Transaction.updates: transactions that change outside a purchase(options:) call (renewals,
    /// Ask to Buy approvals, refunds, purchases made elsewhere, Family Sharing), in the world's
    /// order. A listener started after the session's first update still gets it (see `UpdateLog`).
    public static var updates: Transactions {
        SimulatedSequence(source: .live(SessionBinding.liveSource("Transaction.updates"), \.transactionUpdates, api: "Transaction.updates"))
    }

    /// Transaction.all: every purchased, renewed or restored transaction, oldest first, except
    /// consumables the app finished.
    public static var all: Transactions {
        snapshot("Transaction.all") { $0.allStoreKit2Transactions }
    }

    /// Transaction.currentEntitlements: what the customer is entitled to now, oldest first.
    public static var currentEntitlements: Transactions {
        snapshot("Transaction.currentEntitlements") { $0.currentEntitlements }
    }

    /// Transaction.currentEntitlements(for:): the product's current entitlements.
    public static func currentEntitlements(for productID: String) -> Transactions {
        snapshot("Transaction.currentEntitlements(for:)") { $0.currentEntitlements.filter { $0.productID.rawValue == productID } }
    }

    /// Transaction.unfinished: transactions the app has not finished, oldest first.
    public static var unfinished: Transactions {
        snapshot("Transaction.unfinished") { $0.unfinishedStoreKit2Transactions }
    }

    /// Transaction.latest(for:): the product's newest transaction (a subscription's latest renewal).
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        one("Transaction.latest(for:)") { $0.latestTransaction(for: ProductID(productID)) }
    }

    /// Transaction.currentEntitlement(for:): the product's entitlement now, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        one("Transaction.currentEntitlement(for:)") { $0.currentEntitlements.last { $0.productID.rawValue == productID } }
    }

    private static func snapshot(_ api: String, _ pick: (World) -> [PaymentTransaction]) -> Transactions {
        guard let store = SessionBinding.required(api) else { return SimulatedSequence(source: .snapshot([], nil)) }
        let elements = store.locked { store in pick(store.session.world).map(store.verified) }
        return SimulatedSequence(source: .snapshot(elements, store))
    }

    private static func one(_ api: String, _ pick: (World) -> PaymentTransaction?) -> VerificationResult<Transaction>? {
        guard let store = SessionBinding.required(api) else { return nil }
        return store.locked { store in pick(store.session.world).map(store.verified) }
    }
}
