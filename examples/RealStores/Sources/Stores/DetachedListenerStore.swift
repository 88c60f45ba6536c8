import StoreKit

/// A store in the shape many apps copy from Apple's StoreKit sample: the updates listener is a
/// `Task.detached` made in `init`, names are qualified with `StoreKit.`, and a subscription counts
/// as active by comparing its expiration with `Date()`.
@MainActor
public final class DetachedListenerStore {
    public static let productIDs = ["com.example.gems", "com.example.premium", "com.example.pro.monthly"]

    public private(set) var products: [StoreKit.Product] = []
    public private(set) var ownedProductIDs: Set<String> = []
    public private(set) var activeSubscriptionExpiry: Date?
    public private(set) var gems = 0
    /// Every transaction the listener handled, in order.
    public private(set) var handled: [StoreKit.Transaction] = []

    private var updateListener: Task<Void, Error>?

    public init() {
        updateListener = listenForTransactions()
    }

    deinit { updateListener?.cancel() }

    public func stop() { updateListener?.cancel() }

    private func listenForTransactions() -> Task<Void, Error> {
        Task.detached {
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await self.deliver(transaction)
                await transaction.finish()
            }
        }
    }

    public func requestProducts() async throws {
        products = try await StoreKit.Product.products(for: Self.productIDs)
    }

    public func product(_ id: String) -> StoreKit.Product? { products.first { $0.id == id } }

    /// Buys `product`; returns the transaction, or nil when cancelled or waiting for a parent.
    public func purchase(_ product: StoreKit.Product) async throws -> StoreKit.Transaction? {
        switch try await product.purchase() {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            deliver(transaction)
            await transaction.finish()
            return transaction
        case .userCancelled, .pending:
            return nil
        default:  // Product.PurchaseResult is non-exhaustive, as in Apple's sample store
            return nil
        }
    }

    /// Restore: sync with the App Store, then read the entitlements again.
    public func restore() async throws {
        try await AppStore.sync()
        await updateCustomerProductStatus()
    }

    public var isSubscribed: Bool {
        guard let expiry = activeSubscriptionExpiry else { return false }
        return expiry > Date()
    }

    public func updateCustomerProductStatus() async {
        var owned: Set<String> = []
        var expiry: Date?
        for await result in StoreKit.Transaction.currentEntitlements {
            guard let transaction = try? checkVerified(result), transaction.revocationDate == nil else { continue }
            if let expiration = transaction.expirationDate {
                guard expiration > Date() else { continue }
                expiry = max(expiry ?? expiration, expiration)
            }
            owned.insert(transaction.productID)
        }
        ownedProductIDs = owned
        activeSubscriptionExpiry = expiry
    }

    private func deliver(_ transaction: StoreKit.Transaction) {
        handled.append(transaction)
        if transaction.productType == .consumable {
            gems += transaction.revocationDate == nil ? 100 * transaction.purchasedQuantity : -100 * transaction.purchasedQuantity
        }
        Task { await updateCustomerProductStatus() }
    }

    private func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified(_, let error): throw error
        case .verified(let value): return value
        }
    }
}
