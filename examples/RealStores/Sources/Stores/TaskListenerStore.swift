import StoreKit

/// A store whose listener is a plain `Task` made in `init` and whose products load from another
/// `Task` in `init`; one instance per screen, so its tests run in parallel, each in its session.
@MainActor
public final class TaskListenerStore {
    public private(set) var products: [Product] = []
    public private(set) var entitled: Set<String> = []
    public private(set) var renewals = 0
    public private(set) var approvals: [UInt64] = []
    public private(set) var revoked: [UInt64] = []
    private var tasks: [Task<Void, Never>] = []

    public init(productIDs: [String]) {
        tasks.append(Task { [weak self] in
            for await update in Transaction.updates {
                guard let self else { return }
                await self.handle(update)
            }
        })
        tasks.append(Task { [weak self] in
            let loaded = (try? await Product.products(for: productIDs)) ?? []
            self?.products = loaded
        })
    }

    public func stop() { tasks.forEach { $0.cancel() } }

    public func purchase(_ id: String, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        guard let product = products.first(where: { $0.id == id }) else { throw StoreKitError.notAvailableInStorefront }
        let result = try await product.purchase(options: options)
        if case .success(let verification) = result, case .verified(let transaction) = verification {
            await transaction.finish()
        }
        await refresh()
        return result
    }

    public func refresh() async {
        var ids: Set<String> = []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil { ids.insert(transaction.productID) }
        }
        entitled = ids
    }

    public func restore() async throws {
        try await AppStore.sync()
        await refresh()
    }

    private func handle(_ update: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = update else { return }
        if transaction.revocationDate != nil {
            revoked.append(transaction.id)
        } else if transaction.reason == .renewal {
            renewals += 1
        } else {
            approvals.append(transaction.id)
        }
        await transaction.finish()
        await refresh()
    }
}
