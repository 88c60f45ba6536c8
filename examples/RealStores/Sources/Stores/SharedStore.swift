import StoreKit

/// A store as a process-wide singleton: `Store.shared`, its listener and its product loading
/// started once from `init` in `Task`s, its entitlements read on every update.
@MainActor
public final class SharedStore {
    public static let shared = SharedStore()

    public private(set) var products: [Product] = []
    public private(set) var purchasedIDs: Set<String> = []
    public private(set) var revokedIDs: Set<UInt64> = []
    /// How many updates the listener took, across every test that used the singleton.
    public private(set) var updateCount = 0
    public private(set) var lastUpdate: Transaction?

    private init() {
        Task.detached { [weak self] in
            for await update in Transaction.updates {
                await self?.handle(update)
            }
        }
        Task { await loadProducts() }
    }

    public func loadProducts() async {
        products = (try? await Product.products(for: ["com.example.gems", "com.example.premium", "com.example.pro.monthly"])) ?? []
    }

    public func buy(_ id: String) async throws -> Product.PurchaseResult? {
        guard let product = products.first(where: { $0.id == id }) else { return nil }
        let result = try await product.purchase()
        if case .success(.verified(let transaction)) = result {
            await transaction.finish()
            await refresh()
        }
        return result
    }

    public func refresh() async {
        var ids: Set<String> = []
        for await case .verified(let transaction) in Transaction.currentEntitlements where transaction.revocationDate == nil {
            ids.insert(transaction.productID)
        }
        purchasedIDs = ids
    }

    public func restore() async throws {
        try await AppStore.sync()
        await refresh()
    }

    private func handle(_ update: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = update else { return }
        updateCount += 1
        lastUpdate = transaction
        if transaction.revocationDate != nil { revokedIDs.insert(transaction.id) }
        await transaction.finish()
        await refresh()
    }
}
