/// The customer's subscriptions, one per subscription group, and the settings that drive them
/// (SKTestSession's timeRate, billing and interrupted-purchase switches).
public struct Subscriptions: Sendable {
    /// Each group's subscription, by group name.
    public private(set) var byGroup: [String: SubscriptionState] = [:]
    /// Group names in the order the customer first subscribed.
    public private(set) var order: [String] = []
    /// Non-renewing subscriptions bought: product id → the end of the time bought, or nil when the
    /// product has no period (the app decides how long it lasts).
    public internal(set) var nonRenewing: [ProductID: VirtualInstant?] = [:]
    public internal(set) var nonRenewingOrder: [ProductID] = []

    /// SKTestSession.timeRate.
    public var renewalRate = RenewalRate.realTime
    /// The customer's payment method fails: renewals enter billing retry (SKTestSession's
    /// shouldEnterBillingRetryOnRenewal). Fixing it recovers every subscription in retry.
    public var billingIssue = false
    /// SKTestSession.billingGracePeriodIsEnabled, with App Store Connect's duration: 3, 16 or 28
    /// days; a weekly subscription's grace period is at most 6 days. nil: off.
    public var gracePeriodDays: Int64?
    /// Which renewals the grace period covers: App Store Connect offers all renewals, or only
    /// paid-to-paid ones (not the first paid renewal after a free trial).
    public var graceRenewals = GraceRenewals.all
    /// How long the App Store retries a failed renewal: up to 60 days ("Handling subscriptions billing").
    public var billingRetryDays: Int64 = 60
    /// SKTestSession.interruptedPurchasesEnabled: a purchase fails first and completes once the
    /// issue is resolved.
    public var interruptedPurchases = false
    /// Groups whose introductory offer the customer has had: it is offered once per group.
    public internal(set) var introductoryOfferUsed: Set<String> = []

    public init() {}

    /// The subscriptions in the order their groups were first subscribed.
    public var all: [SubscriptionState] { order.compactMap { byGroup[$0] } }

    public func state(group: String) -> SubscriptionState? { byGroup[group] }

    /// The group's subscription whose current or pending product is `productID`.
    public func state(product productID: ProductID) -> SubscriptionState? {
        all.first { $0.productID == productID }
    }

    mutating func set(_ state: SubscriptionState) {
        if byGroup[state.group] == nil { order.append(state.group) }
        byGroup[state.group] = state
    }

    mutating func remove(group: String) {
        byGroup[group] = nil
        order.removeAll { $0 == group }
    }

    mutating func removeAll() {
        byGroup = [:]
        order = []
        nonRenewing = [:]
        nonRenewingOrder = []
        introductoryOfferUsed = []
    }
}

/// App Store Connect's two choices of which renewals the billing grace period covers ("Enable
/// billing grace period for auto-renewable subscriptions").
public enum GraceRenewals: String, Sendable, Hashable, CaseIterable {
    /// Every renewal, the first paid one after a free trial included.
    case all
    /// Only renewals from a paid period to a paid period.
    case paidToPaid = "paid-to-paid"

    /// Whether a renewal that ends a free offer (true) or a paid period (false) gets grace.
    public func covers(fromFreeOffer: Bool) -> Bool { self == .all || !fromFreeOffer }
}
