/// What the payment queue tells the app's observer, and what the app shows in return
/// (SKPaymentQueue, SKPaymentTransactionObserver).
public enum PaymentEvent: Sendable, Hashable {
    /// paymentQueue(_:updatedTransactions:) with the transaction as it is now.
    case transactionUpdated(PaymentTransaction)
    /// The payment sheet is up for an open transaction, with the price the customer is asked to pay.
    case paymentSheetPresented(PaymentSheet)
    /// paymentQueue(_:removedTransactions:) after finishTransaction(_:).
    case transactionRemoved(PaymentTransaction)
    /// paymentQueueRestoreCompletedTransactionsFinished(_:), after `count` restored transactions.
    case restoreCompleted(count: Int)
    /// The App Store refunded the transaction (it now has a revocation date and reason).
    case refunded(PaymentTransaction)
    /// The App Store reversed a refund it had granted: the transaction has no revocation again.
    case refundReversed(PaymentTransaction)
    /// paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:).
    case entitlementsRevoked([ProductID])
    /// A refund revoked a transaction of an auto-renewable subscription that does not give access
    /// now (a past renewal, or the period an upgrade replaced): the subscription keeps the state
    /// its latest transaction gives it, so no entitlement is revoked ("Transaction.currentEntitlements").
    case accessUnchanged(refunded: TransactionID, subscription: SubscriptionState)
    /// The family member who bought it stopped sharing it (or left the family): its entitlement is
    /// revoked on this device.
    case familySharingStopped(PaymentTransaction)
    /// A test deleted the transaction from the history (SKTestSession.deleteTransaction).
    case transactionDeleted(PaymentTransaction)
    /// The app launched again (on a new device of the same account when `newDevice`) and added its
    /// observer: the unfinished transactions, by id, are delivered again next.
    case appLaunched(newDevice: Bool, unfinished: [TransactionID])
    /// The app launched on a device signed in to the sharing family member's own Apple Account:
    /// its app transaction is that member's; the customer's transactions do not come.
    case appLaunchedForFamilyMember
    /// A test cleared the history (SKTestSession.clearTransactions).
    case transactionsCleared(count: Int)
    /// The observer's alert for a purchase that failed with storeProductNotAvailable, as the
    /// SKStorefront sample app shows it: the product's title and the storefront's name.
    case notAvailableAlert(productTitle: String, storefront: Storefront)
}

/// The payment sheet: which transaction, what, how many, and the total price.
public struct PaymentSheet: Sendable, Hashable {
    public var transactionID: TransactionID
    public var productID: ProductID
    public var quantity: Int
    /// The regular price of `quantity` items.
    public var price: Price
    /// The offer's terms when the purchase uses one: what the customer pays during it.
    public var offer: OfferTerms?
}

/// What an offer costs, next to the regular price it gives way to.
public struct OfferTerms: Sendable, Hashable {
    public var offer: SubscriptionOffer
    /// The price of one charge of the offer (zero for a free trial).
    public var price: Price
    public var regularPeriod: SubscriptionPeriod
}
