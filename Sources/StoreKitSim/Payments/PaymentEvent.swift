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
    /// paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:).
    case entitlementsRevoked([String])
    /// A test deleted the transaction from the history (SKTestSession.deleteTransaction).
    case transactionDeleted(PaymentTransaction)
    /// A test cleared the history (SKTestSession.clearTransactions).
    case transactionsCleared(count: Int)
    /// The observer's alert for a purchase that failed with storeProductNotAvailable, as the
    /// SKStorefront sample app shows it: the product's title and the storefront's name.
    case notAvailableAlert(productTitle: String, storefront: Storefront)
}

/// The payment sheet: which transaction, what, how many, and the total price.
public struct PaymentSheet: Sendable, Hashable {
    public var transactionID: String
    public var productID: String
    public var quantity: Int
    public var price: Price
}
