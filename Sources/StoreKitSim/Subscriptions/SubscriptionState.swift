/// Where an auto-renewable subscription stands, with StoreKit's names
/// (Product.SubscriptionInfo.RenewalState).
public enum SubscriptionStatus: String, Sendable, Hashable, CaseIterable {
    case subscribed
    case expired
    case inBillingRetryPeriod
    case inGracePeriod
    case revoked

    /// The customer has the service: subscribed, or in the billing grace period.
    public var isEntitled: Bool { self == .subscribed || self == .inGracePeriod }
    /// The App Store still tries to renew it.
    public var isActive: Bool { self == .subscribed || self == .inGracePeriod || self == .inBillingRetryPeriod }
}

/// Why a subscription expired (Product.SubscriptionInfo.RenewalInfo.ExpirationReason).
public enum ExpirationReason: String, Sendable, Hashable {
    case autoRenewDisabled
    case billingError
    case didNotConsentToPriceIncrease
    case productUnavailable
    /// Expired by a test (SKTestSession.expireSubscription(productIdentifier:)).
    case unknown
}

/// A price increase that needs the customer's consent ("Managing price increases for
/// auto-renewable subscriptions").
public enum PriceIncreaseStatus: String, Sendable, Hashable {
    /// Asked; no answer yet. With no answer by the renewal date the subscription expires.
    case pending
    /// Consented to, or (for an increase under the thresholds) notified of: it renews at the new price.
    case agreed
    /// Never set by the world: a decline "disables auto-renew and removes the subscription's
    /// pending price increase status" (SKTestSession.declinePriceIncreaseForTransaction), so the
    /// status is nil afterwards. Kept while StoreKitSimulator's RenewalInfo still names it.
    case declined
}

/// How a purchase in a group with an active subscription changes it, by the products' levels
/// ("Offering auto-renewable subscriptions": level 1 is the highest).
public enum SubscriptionChange: String, Sendable, Hashable {
    /// A higher level: at once, the unused part of the old period refunded.
    case upgrade
    /// A lower level: at the next renewal.
    case downgrade
    /// The same level: at once when the periods are the same length, else at the next renewal.
    case crossgrade
}

/// One subscription group's subscription for the customer: the account's own purchase, or one a
/// family member shares (Transaction.ownershipType familyShared), each a Status of its own.
public struct SubscriptionState: Sendable, Hashable {
    public var group: String
    /// purchased: the account's own; familyShared: a family member's, shared through Family Sharing.
    public var ownership = OwnershipType.purchased
    public var productID: ProductID
    public var period: SubscriptionPeriod
    /// The first purchase in the group; every renewal and resubscription keeps it.
    public var originalTransactionID: TransactionID
    /// The transaction of the current period.
    public var latestTransactionID: TransactionID
    /// Where the current run of periods started: period ends are computed from it.
    public var anchor: VirtualInstant
    /// The start of the customer's recent run of paid service (recentSubscriptionStartDate): the
    /// first purchase, kept through renewals, upgrades, downgrades, the end of an offer and any
    /// lapse of up to 60 days; a resubscription after a longer lapse starts a new run.
    public var recentStartDate: VirtualInstant
    /// How many periods since `anchor` the current one ends.
    public var periods: Int64
    public var purchaseDate: VirtualInstant
    public var expiresDate: VirtualInstant
    /// The monthly plan's current commitment, when the subscription is paid monthly through a
    /// 12-month commitment; nil when paid up front.
    public var commitment: BillingCommitment?
    public var autoRenew = true
    /// Whether the next billing period renews (RenewalInfo.willAutoRenew, "autoRenewStatus"): the
    /// customer's auto-renew choice while the subscription is in service, except within a 12-month
    /// commitment, whose remaining monthly periods are billed whatever the choice ("Managing the
    /// life cycle of monthly subscriptions with a 12-month commitment": willAutoRenew "remains 1,
    /// indicating that monthly billing continues for the remaining periods of the current
    /// commitment"); the choice itself is the commitment's renewal (commitmentAutoRenewStatus).
    public var willRenewNextPeriod: Bool {
        guard status.isActive else { return false }
        return autoRenew || commitment.map { !$0.isLastPeriod } ?? false
    }
    public var status = SubscriptionStatus.subscribed
    public var expirationReason: ExpirationReason?
    /// A downgrade or crossgrade waiting for the next renewal.
    public var pendingProductID: ProductID?
    public var priceIncrease: PriceIncreaseStatus?
    /// The new price a price increase asks consent for or notifies of; nil when the increase was
    /// asked for without a price (SKTestSession.requestPriceIncreaseConsentForTransaction).
    public var increasedPrice: Price?
    /// Whether the pending increase needs consent; false: the customer was only notified and
    /// renews at `increasedPrice` ("Auto-renewable subscription price increase thresholds").
    public var increaseNeedsConsent = true
    /// What the subscriber renews at when it is not the catalog's current price: a price App Store
    /// Connect kept for existing subscribers, or an increase they got. nil: the catalog's price.
    public var renewalPrice: Price?
    /// When this subscriber's price last went up (a second increase within a year needs consent).
    public var lastPriceIncrease: VirtualInstant?
    /// While in the billing grace period: when it ends.
    public var gracePeriodExpiresDate: VirtualInstant?
    /// While in billing retry: when the App Store gives up.
    public var billingRetryExpiresDate: VirtualInstant?
    public var revocationDate: VirtualInstant?
    /// The offer the current periods run under, and how many of its charges are still to come.
    public var offer: SubscriptionOffer?
    public var offerChargesLeft = 0
    /// An offer a current subscriber redeemed or bought for the product they hold: it starts at
    /// the next renewal (Product.SubscriptionInfo.RenewalInfo.offer).
    public var pendingOffer: SubscriptionOffer?

    public init(group: String, productID: ProductID, period: SubscriptionPeriod, originalTransactionID: TransactionID,
                latestTransactionID: TransactionID, anchor: VirtualInstant, purchaseDate: VirtualInstant, expiresDate: VirtualInstant) {
        self.group = group
        self.productID = productID
        self.period = period
        self.originalTransactionID = originalTransactionID
        self.latestTransactionID = latestTransactionID
        self.anchor = anchor
        self.recentStartDate = anchor
        self.periods = 1
        self.purchaseDate = purchaseDate
        self.expiresDate = expiresDate
    }
}
