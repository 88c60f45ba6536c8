/// The App Store reverses a refund it granted, after a dispute the customer raised (App Store
/// Server Notifications, "REFUND_REVERSED"): the purchase counts again.
extension World {
    /// Clears the refund's revocation date and reason and gives the entitlement back: a
    /// non-consumable is owned again, a revoked subscription is back (subscribed until its
    /// expiry, or expired if that has passed; auto-renew stays off, as the refund turned it off:
    /// UNCONFIRMED). A revocation by Family Sharing is not a refund and cannot be reversed.
    public mutating func reverseRefund(_ id: TransactionID) throws {
        guard let transaction = payments.transaction(id), !transaction.deleted else { throw PaymentError.unknownTransaction(id) }
        guard transaction.revocationDate != nil, transaction.ownership == .purchased else { throw SubscriptionError.notRefunded(transaction) }
        guard let index = payments.index(of: id) else { return }
        payments.modify(at: index) {
            $0.revocationDate = nil
            $0.revocationReason = nil
            // "This field doesn't appear if the refund is reversed" (revocationPercentage).
            $0.revocationType = nil
            $0.revocationPercentage = nil
        }
        let type = catalog.product(transaction.productID)?.type ?? products.received[transaction.productID]?.type
        let purchase = transaction.originalID ?? id
        if type == .nonConsumable, !payments.owned.contains(where: { $0.productID == transaction.productID }) {
            payments.owned.append((transaction.productID, purchase))
        }
        if type == .nonRenewing, subscriptions.nonRenewing[transaction.productID] == nil, let until = transaction.expiresDate {
            subscriptions.nonRenewing[transaction.productID] = .some(until)
            subscriptions.nonRenewingOrder.append(transaction.productID)
        }
        if var state = subscriptions.state(product: transaction.productID), state.status == .revoked,
           state.latestTransactionID == id || state.latestTransactionID == transaction.originalID {
            state.revocationDate = nil
            if state.expiresDate > clock.now {
                state.status = .subscribed
            } else {
                state.status = .expired
                state.expirationReason = .autoRenewDisabled
            }
            subscriptions.set(state)
        }
        record(.payments(.refundReversed(payments.transaction(id)!)))
    }
}
