/// Refunds, interrupted purchases and the transaction history, as SKTestSession and Xcode's
/// Transaction Manager drive them (refundTransaction, resolveIssueForTransaction,
/// allTransactions, deleteTransaction, clearTransactions).
extension World {
    /// The App Store refunds a purchase: the transaction gets a revocation date and reason, the
    /// entitlement is gone (a non-consumable no longer restores, a subscription is revoked), and
    /// the observer hears paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:).
    /// `percentage` is the share refunded in milliunits ("revocationPercentage": 40% is 40000):
    /// a whole refund is REFUND_FULL, less is REFUND_PRORATED ("revocationType"); either way the
    /// transaction is revoked.
    public mutating func refund(_ id: TransactionID, reason: RevocationReason = .other,
                                percentage: Int = RevocationType.wholePercentage) throws {
        guard let transaction = payments.transaction(id), !transaction.deleted else { throw PaymentError.unknownTransaction(id) }
        guard transaction.state == .purchased || transaction.state == .restored, transaction.revocationDate == nil else {
            throw SubscriptionError.notRefundable(transaction)
        }
        let now = clock.now
        guard let index = payments.index(of: id) else { return }
        let percentage = min(max(percentage, 0), RevocationType.wholePercentage)
        payments.modify(at: index) {
            $0.revocationDate = now
            $0.revocationReason = reason
            $0.revocationType = .refund(percentage: percentage)
            $0.revocationPercentage = percentage
        }
        let purchase = transaction.originalID ?? id
        var revoked: SubscriptionState?
        var accessUnchanged: SubscriptionState?
        payments.owned.removeAll { $0.transactionID == purchase || $0.transactionID == id }
        // A subscription loses its service when the refund is for its current period: the
        // transaction that gives access now ("Transaction.currentEntitlements" emits a
        // subscription's latest transaction). A refund of an earlier one (a past renewal, or the
        // period an upgrade replaced) revokes that transaction only.
        if var state = subscriptions.state(product: transaction.productID),
            state.latestTransactionID == id || state.latestTransactionID == transaction.originalID {
            state.leaveService(as: .revoked)
            state.revocationDate = now
            state.autoRenew = false
            subscriptions.set(state)
            revoked = state
        } else if let state = subscription(paidFor: transaction) {
            accessUnchanged = state
        }
        if catalog.product(transaction.productID)?.type == .nonRenewing, subscriptions.nonRenewing[transaction.productID] != nil {
            subscriptions.nonRenewing[transaction.productID] = nil
            subscriptions.nonRenewingOrder.removeAll { $0 == transaction.productID }
        }
        record(.payments(.refunded(payments.transaction(id)!)))
        if let accessUnchanged {
            record(.payments(.accessUnchanged(refunded: id, subscription: accessUnchanged)))
            return
        }
        // A consumable was used up: its refund takes back no entitlement.
        let type = catalog.product(transaction.productID)?.type ?? products.received[transaction.productID]?.type
        if type != .consumable { record(.payments(.entitlementsRevoked([transaction.productID]))) }
        if let revoked { record(.subscriptions(.revoked(revoked))) }
    }

    /// The customer's own auto-renewable subscription a transaction paid a period of: the one with
    /// its original transaction, whichever product of the group it is on now.
    private func subscription(paidFor transaction: PaymentTransaction) -> SubscriptionState? {
        guard transaction.ownership == .purchased, transaction.expiresDate != nil,
              catalog.product(transaction.productID)?.type == .autoRenewable else { return nil }
        let original = transaction.originalTransactionID ?? transaction.originalID ?? transaction.id
        return subscriptions.all.first { $0.originalTransactionID == original && $0.ownership == .purchased }
    }

    /// resolveIssueForTransaction(identifier:): the interrupted purchase's issue is resolved and a
    /// purchased transaction for it arrives. For the latest transaction of a subscription in
    /// billing retry (grace period included), its billing issue is resolved: it recovers with a
    /// renewal transaction. Returns the new transaction's id.
    @discardableResult
    public mutating func resolveInterruptedPurchase(_ id: TransactionID) throws -> TransactionID {
        guard let transaction = payments.transaction(id), !transaction.deleted else { throw PaymentError.unknownTransaction(id) }
        if let state = subscriptions.all.first(where: {
            $0.latestTransactionID == id && ($0.status == .inBillingRetryPeriod || $0.status == .inGracePeriod)
        }) {
            recoverBilling(state)
            return subscriptions.state(group: state.group)?.latestTransactionID ?? id
        }
        guard payments.interrupted.contains(id) else { throw SubscriptionError.notInterrupted(transaction) }
        payments.interrupted.remove(id)
        let newID = payments.nextTransactionID
        var purchase = PaymentTransaction(id: newID, productID: transaction.productID, quantity: transaction.quantity, state: .purchased)
        purchase.purchaseDate = clock.now
        payments.append(purchase)
        markPurchased(newID)
        return newID
    }

    /// Every transaction ever made that a test has not deleted, finished or not, oldest first
    /// (SKTestSession.allTransactions()).
    public var transactionHistory: [PaymentTransaction] { payments.transactions.filter { !$0.deleted } }

    /// SKTestSession.deleteTransaction(identifier:): gone from the history and the queue, and with
    /// it the entitlement it gave.
    public mutating func deleteTransaction(_ id: TransactionID) throws(PaymentError) {
        guard let transaction = payments.transaction(id), !transaction.deleted else { throw .unknownTransaction(id) }
        if sheet == .payment(transactionID: id) { sheet = nil }
        forget(transaction)
        record(.payments(.transactionDeleted(payments.transaction(id)!)))
    }

    /// SKTestSession.clearTransactions(): the history, the queue and every entitlement, emptied.
    /// Returns how many were cleared.
    @discardableResult
    public mutating func clearTransactions() -> Int {
        if case .payment? = sheet { sheet = nil }
        let live = transactionHistory
        for transaction in live { forget(transaction) }
        subscriptions.removeAll()
        payments.owned = []
        payments.interrupted = []
        record(.payments(.transactionsCleared(count: live.count)))
        return live.count
    }

    private mutating func forget(_ transaction: PaymentTransaction) {
        guard let index = payments.index(of: transaction.id) else { return }
        payments.modify(at: index) {
            $0.deleted = true
            $0.finished = true
        }
        payments.owned.removeAll { $0.transactionID == transaction.id }
        payments.interrupted.remove(transaction.id)
        for state in subscriptions.all + subscriptions.allFamilyShared where state.latestTransactionID == transaction.id {
            subscriptions.remove(group: state.group, ownership: state.ownership)
        }
    }
}
