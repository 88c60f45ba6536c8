// The app's store, written as app teams write it against StoreKit 2. The one line below picks
// the StoreKit: Apple's in the app, storekit-sim's StoreKitSimulator in the tests (and on Linux).
// Compiling it against Apple's StoreKit cannot be checked on Linux.
#if canImport(StoreKit) && !STOREKIT_SIMULATOR
import StoreKit
#else
import StoreKitSimulator
#endif
import Foundation

/// Loads the products, buys them, listens for transactions that change outside a purchase, and
/// keeps what the customer is entitled to.
@MainActor
public final class Store {
    public static let productIDs = ["com.example.gems", "com.example.premium", "com.example.pro.monthly", "com.example.pro.yearly"]
    /// Gems each purchase of com.example.gems adds.
    public static let gemsPerPack = 100

    /// What a tap on a Buy button ends with.
    public enum PurchaseOutcome: Equatable, Sendable {
        case purchased(Transaction)
        case cancelled
        case pending
    }

    public private(set) var products: [Product] = []
    public private(set) var purchasedProductIDs: Set<String> = []
    public private(set) var gems = 0
    /// The pro group's renewal state, kept up to date by Status.updates.
    public private(set) var subscriptionState: Product.SubscriptionInfo.RenewalState?
    public private(set) var storefrontCode: String?
    /// Transactions revoked by a refund, by id.
    public private(set) var revoked: Set<UInt64> = []
    /// Every transaction Transaction.updates brought, in order.
    public private(set) var updatesSeen: [Transaction] = []
    private var credited: Set<UInt64> = []
    private var listeners: [Task<Void, Never>] = []

    public init() {
        listeners.append(Task { [weak self] in
            for await result in Transaction.updates { await self?.handle(result) }
        })
        listeners.append(Task { [weak self] in
            for await status in Product.SubscriptionInfo.Status.updates { await self?.statusChanged(status) }
        })
        listeners.append(Task { [weak self] in
            for await storefront in Storefront.updates { await self?.storefrontChanged(storefront) }
        })
    }

    /// Stops listening (the app's store lives as long as the app; a test's store as long as the test).
    public func stop() {
        for listener in listeners { listener.cancel() }
    }

    public func loadProducts() async throws {
        products = try await Product.products(for: Self.productIDs)
        storefrontCode = await Storefront.current?.countryCode
    }

    public func product(_ id: String) -> Product? { products.first { $0.id == id } }

    public func purchase(_ product: Product, quantity: Int = 1) async throws -> PurchaseOutcome {
        var options: Set<Product.PurchaseOption> = []
        if quantity != 1 { options.insert(.quantity(quantity)) }
        switch try await product.purchase(options: options) {
        case .success(let verification):
            let transaction = try verification.payloadValue
            await apply(transaction)
            await transaction.finish()
            return .purchased(transaction)
        case .pending:
            return .pending
        default:
            return .cancelled
        }
    }

    /// Reads Transaction.currentEntitlements into `purchasedProductIDs`.
    public func refreshEntitlements() async {
        var ids: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil { ids.insert(transaction.productID) }
        }
        purchasedProductIDs = ids
    }

    public func isSubscribed() -> Bool {
        purchasedProductIDs.contains("com.example.pro.monthly") || purchasedProductIDs.contains("com.example.pro.yearly")
    }

    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result else { return }
        updatesSeen.append(transaction)
        await apply(transaction)
        await transaction.finish()
    }

    private func apply(_ transaction: Transaction) async {
        if transaction.revocationDate != nil {
            revoked.insert(transaction.id)
            if transaction.productType == .consumable, credited.contains(transaction.id) { gems -= Self.gemsPerPack * transaction.purchasedQuantity }
        } else if transaction.productType == .consumable, credited.insert(transaction.id).inserted {
            gems += Self.gemsPerPack * transaction.purchasedQuantity
        }
        await refreshEntitlements()
    }

    private func statusChanged(_ status: Product.SubscriptionInfo.Status) async {
        subscriptionState = status.state
        await refreshEntitlements()
    }

    private func storefrontChanged(_ storefront: Storefront) async {
        storefrontCode = storefront.countryCode
        try? await loadProducts()
    }
}
