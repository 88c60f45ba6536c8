/// `SKPaymentTransactionState`, with the raw values of the SDK (SKPaymentTransactionState in the StoreKit documentation).
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
    public var id: TransactionID
    public var productID: ProductID
    /// SKPayment.quantity.
    public var quantity: Int
    public var state: TransactionState
    /// Set when `state` is failed.
    public var error: SKErrorCode?
    /// For restored transactions: the purchase being restored (originalTransaction).
    public var originalID: TransactionID?
    /// True after finishTransaction(_:): it left the queue.
    public var finished = false
    /// When the App Store charged it (a renewal: the start of its period), on the virtual clock.
    public var purchaseDate = VirtualInstant(seconds: 0)
    /// The end of the period it pays for (auto-renewable subscriptions).
    public var expiresDate: VirtualInstant?
    /// The first purchase of its subscription group (StoreKit 2's originalID); nil for a first purchase.
    public var originalTransactionID: TransactionID?
    /// A refund took it back (Transaction.revocationDate).
    public var revocationDate: VirtualInstant?
    public var revocationReason: RevocationReason?
    /// A full or prorated refund, or a Family Sharing revocation (Transaction.revocationType;
    /// "revocationType" of JWSTransactionDecodedPayload). Nil until revoked.
    public var revocationType: RevocationType?
    /// The share of the purchase a refund gave back, in milliunits of a percent (40% is 40000,
    /// 67.932% is 67932), as "revocationPercentage" carries it; nil when not refunded (a Family
    /// Sharing revocation is no refund) or when the refund was reversed.
    public var revocationPercentage: Int?
    /// An upgrade replaced it before its period ended (Transaction.isUpgraded).
    public var isUpgraded = false
    /// A renewal made by the App Store rather than a purchase the customer made in the app.
    public var isRenewal = false
    /// Bought by this account, or shared by a family member (Transaction.ownershipType).
    public var ownership = OwnershipType.purchased
    /// The subscription offer this purchase or renewal used (Transaction.offer).
    public var offer: SubscriptionOffer?
    /// What the customer paid, frozen when the App Store charged it (Transaction.price with its
    /// currency): the offer's price during an offer (zero for a free trial), else the product's
    /// price in the storefront of the charge, times the quantity. A later catalog price change
    /// does not touch it. Nil until the transaction is purchased.
    public var price: Price?
    /// Removed from the history by a test (SKTestSession.deleteTransaction(identifier:)).
    public var deleted = false
    /// A monthly plan's commitment this charge belongs to (billingPlanType MONTHLY with its
    /// commitmentInfo); nil for a subscription paid up front and every other product.
    public var commitment: BillingCommitment?
    /// The UUID the app passed as Product.PurchaseOption.appAccountToken(_:) (lowercase), if any.
    public var appAccountToken: String?

    public init(id: TransactionID, productID: ProductID, quantity: Int = 1, state: TransactionState = .purchasing,
                error: SKErrorCode? = nil, originalID: TransactionID? = nil) {
        self.id = id
        self.productID = productID
        self.quantity = quantity
        self.state = state
        self.error = error
        self.originalID = originalID
    }
}

/// Why a refund revoked a transaction (Transaction.RevocationReason).
public enum RevocationReason: String, Sendable, Hashable, CaseIterable {
    /// The developer's app had an issue.
    case developerIssue
    case other
}

/// Who bought what a transaction gives (Transaction.OwnershipType).
public enum OwnershipType: String, Sendable, Hashable {
    case purchased
    /// A family member bought it and shares it through Family Sharing.
    case familyShared
}
