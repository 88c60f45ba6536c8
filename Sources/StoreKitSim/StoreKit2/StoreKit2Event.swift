/// What StoreKit 2's calls return and what the App Store sends the app through them (Product,
/// Transaction, AppStore, Message). Transaction.updates and Storefront.updates are not events of
/// their own: they are the payment queue's and the storefront's events, told in StoreKit 2 words.
public enum StoreKit2Event: Sendable, Hashable {
    /// Product.products(for:) returned these products; ids the App Store does not sell are absent.
    case productsLoaded(requested: [ProductID], products: [ReceivedProduct])
    /// Product.products(for:) threw.
    case productsThrew(SimulatedError)
    /// product.purchase(options:) returned or threw.
    case purchaseReturned(productID: ProductID, PurchaseResult)
    /// AppStore.sync() returned, or threw.
    case synced(SimulatedError?)
    /// Transaction.beginRefundRequest(for:in:) returned or threw.
    case refundRequested(transactionID: TransactionID, RefundRequestOutcome)
    /// The App Store decided a refund request; a granted one also revokes the transaction.
    case refundDecided(transactionID: TransactionID, granted: Bool)
    /// AppStore.showManageSubscriptions(in:) or presentOfferCodeRedeemSheet(in:) presented its
    /// sheet (nil) or threw.
    case sheetCalled(StoreKitAPI, SimulatedError?)
    /// A message reached the app through Message.messages; `shown` when the app let it display.
    case messageDelivered(StoreMessage, shown: Bool)
    /// The app displayed a message it had deferred.
    case messageDisplayed(StoreMessage)
}

/// Product.PurchaseResult, or what purchase(options:) threw.
public enum PurchaseResult: Sendable, Hashable {
    /// .success(VerificationResult): verified when `verificationError` is nil.
    case success(PaymentTransaction, verificationError: VerificationErrorCase?)
    case userCancelled
    /// Ask to Buy: the transaction arrives through Transaction.updates once approved.
    case pending
    case threw(SimulatedError)
}

/// Transaction.RefundRequestStatus, or what beginRefundRequest threw.
public enum RefundRequestOutcome: Sendable, Hashable {
    case success
    case userCancelled
    case threw(SimulatedError)
}
