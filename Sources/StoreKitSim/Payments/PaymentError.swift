/// Why the payment queue refused a request. The command layer words each case.
public enum PaymentError: Error, Sendable, Hashable {
    /// The app has no SKProduct for this id (no products request returned it); `known` when the
    /// App Store catalog has the product.
    case productNotFetched(ProductID, known: Bool)
    /// SKMutablePayment.quantity outside 1...10.
    case quantityOutOfRange(Int)
    /// The monthly billing plan was asked for a product without one.
    case noMonthlyPlan(ProductID)
    /// The monthly billing plan on a system before iOS 26.4 (Product.SubscriptionInfo.BillingPlanType).
    case monthlyPlanNeedsNewerOS(OSVersion)
    /// The monthly billing plan in a storefront where Apple does not offer it (United States, Singapore).
    case monthlyPlanNotInStorefront(String)
    /// The total price does not fit: price times quantity overflows.
    case priceOverflow(productID: ProductID, quantity: Int)
    /// No payment sheet is up to confirm or cancel; the sheet that is up instead, if any.
    case noPaymentSheet(up: Sheet?)
    case unknownTransaction(TransactionID)
    case alreadyFinished(TransactionID)
    /// finishTransaction(_:) on a purchasing or deferred transaction.
    case notFinishable(PaymentTransaction)
    /// approve or decline on a transaction that is not deferred.
    case notDeferred(PaymentTransaction)
}

/// A sheet is up and must be answered before another can come up.
public enum SheetError: Error, Sendable, Hashable {
    case alreadyUp(Sheet)
}
