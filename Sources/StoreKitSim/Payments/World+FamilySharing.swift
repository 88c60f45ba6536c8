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
    /// entitlement it gave is revoked on this device, each transaction with revocationType
    /// FAMILY_REVOKE and revocationReason 0 ("revocationReason": "the revocation reason value is 0
    /// if the customer leaves the family group or the owner stops sharing"). The app hears it once
    /// per in-app purchase (App Store Server Notifications, "REVOKE": "an in-app purchase the
    /// customer was entitled to through Family Sharing is no longer available"): a shared
    /// subscription that renewed twice is one purchase, told by its latest transaction.
    /// Returns the transactions revoked, one per purchase.
    @discardableResult
    public mutating func stopFamilySharing(_ productID: ProductID? = nil) throws(FamilySharingError) -> [TransactionID] {
        let shared = transactionHistory.filter {
            $0.ownership == .familyShared && $0.revocationDate == nil && (productID == nil || $0.productID == productID)
        }
        guard !shared.isEmpty else { throw .nothingShared(productID) }
        let now = clock.now
        // One purchase per original transaction, told by its latest transaction.
        var purchases: [(original: TransactionID, latest: TransactionID)] = []
        for transaction in shared {
            let original = transaction.originalTransactionID ?? transaction.id
            if let index = purchases.firstIndex(where: { $0.original == original }) {
                purchases[index].latest = transaction.id
            } else {
                purchases.append((original, transaction.id))
            }
            guard let index = payments.index(of: transaction.id) else { continue }
            payments.modify(at: index) {
                $0.revocationDate = now
                $0.revocationReason = .other
                $0.revocationType = .familyRevocation
            }
            payments.owned.removeAll { $0.transactionID == transaction.id }
            if var state = subscriptions.allFamilyShared.first(where: { $0.latestTransactionID == transaction.id }) {
                state.status = .revoked
                state.revocationDate = now
                state.autoRenew = false
                subscriptions.set(state)
            }
        }
        var revoked: [TransactionID] = []
        for purchase in purchases {
            record(.payments(.familySharingStopped(payments.transaction(purchase.latest)!)))
            revoked.append(purchase.latest)
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
