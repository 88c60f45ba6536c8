/// `SKPaymentTransactionState`, with the raw values of the SDK (storekit-facts §7.1).
public enum TransactionState: String, Sendable, CaseIterable {
    case purchasing, purchased, failed, restored, deferred

    /// purchasing = 0, purchased = 1, failed = 2, restored = 3, deferred = 4.
    public var rawCode: Int { TransactionState.allCases.firstIndex(of: self)! }

    /// purchased, failed and restored are final: the app must finish them. purchasing and
    /// deferred are still open, so StoreKit asks shouldContinue about them on a storefront change.
    public var isFinal: Bool { self == .purchased || self == .failed || self == .restored }
}

/// An SKPaymentTransaction in the payment queue.
public struct PaymentTransaction: Sendable, Hashable {
    /// `t1`, `t2`, … from the queue's counter (SKPaymentTransaction.transactionIdentifier).
    public var id: String
    public var productID: String
    /// SKPayment.quantity.
    public var quantity: Int
    public var state: TransactionState
    /// Set when `state` is failed.
    public var error: SKErrorCode?
    /// For restored transactions: the purchase being restored (originalTransaction).
    public var originalID: String?
    /// True after finishTransaction(_:): it left the queue.
    public var finished = false

    public init(id: String, productID: String, quantity: Int = 1, state: TransactionState = .purchasing,
                error: SKErrorCode? = nil, originalID: String? = nil) {
        self.id = id
        self.productID = productID
        self.quantity = quantity
        self.state = state
        self.error = error
        self.originalID = originalID
    }
}
