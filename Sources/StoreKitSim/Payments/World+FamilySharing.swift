/// Family Sharing ("Supporting Family Sharing in your app"): a family member's purchase of a
/// family-shareable non-consumable or subscription reaches this device as a transaction it did
/// not buy (Transaction.ownershipType familyShared); when sharing stops, the entitlement is
/// revoked here and the observer hears paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:).
extension World {
    /// A family member buys `productID` and shares it: a purchased, family-shared transaction
    /// arrives. Returns its id.
    @discardableResult
    public mutating func familyMemberPurchase(_ productID: ProductID) throws(FamilySharingError) -> TransactionID {
        guard let product = catalog.product(productID) else { throw .unknownProduct(productID) }
        guard product.familyShareable, product.type == .nonConsumable || product.type == .autoRenewable else {
            throw .notShareable(productID, product.type)
        }
        let id = payments.nextTransactionID
        var transaction = PaymentTransaction(id: id, productID: productID)
        transaction.purchaseDate = clock.now
        transaction.ownership = .familyShared
        payments.append(transaction)
        markPurchased(id)
        return id
    }

    /// The family member stops sharing (everything, or one product): every family-shared
    /// entitlement it gave is revoked on this device. Returns the transactions revoked.
    @discardableResult
    public mutating func stopFamilySharing(_ productID: ProductID? = nil) throws(FamilySharingError) -> [TransactionID] {
        let shared = transactionHistory.filter {
            $0.ownership == .familyShared && $0.revocationDate == nil && (productID == nil || $0.productID == productID)
        }
        guard !shared.isEmpty else { throw .nothingShared(productID) }
        let now = clock.now
        var revoked: [TransactionID] = []
        for transaction in shared {
            guard let index = payments.index(of: transaction.id) else { continue }
            payments.modify(at: index) {
                $0.revocationDate = now
                $0.revocationReason = .other
            }
            payments.owned.removeAll { $0.transactionID == transaction.id }
            if var state = subscriptions.allFamilyShared.first(where: { $0.latestTransactionID == transaction.id }) {
                state.status = .revoked
                state.revocationDate = now
                state.autoRenew = false
                subscriptions.set(state)
            }
            record(.payments(.familySharingStopped(payments.transaction(transaction.id)!)))
            revoked.append(transaction.id)
        }
        var products: [ProductID] = []
        for transaction in shared where !products.contains(transaction.productID) { products.append(transaction.productID) }
        record(.payments(.entitlementsRevoked(products)))
        return revoked
    }
}

/// Why a Family Sharing step was refused.
public enum FamilySharingError: Error, Sendable, Hashable {
    case unknownProduct(ProductID)
    /// Only a family-shareable non-consumable or auto-renewable subscription is shared.
    case notShareable(ProductID, InAppProductType)
    /// Nothing family-shared is left to revoke (for this product, when given).
    case nothingShared(ProductID?)
}
