/// The customer's subscriptions, one per subscription group and ownership, and the settings that
/// drive them (SKTestSession's timeRate, billing and interrupted-purchase switches).
///
/// A group can hold two: the account's own purchase and one a family member shares. Each is a
/// Status of Product.SubscriptionInfo.status ("The array can have more than one subscription status
/// if your subscription supports Family Sharing"), renewing on its own dates.
public struct Subscriptions: Sendable {
    /// Each group's subscription the account bought, by group name.
    public private(set) var byGroup: [String: SubscriptionState] = [:]
    /// Group names in the order the customer first subscribed.
    public private(set) var order: [String] = []
    /// Each group's subscription a family member shares with the account, by group name.
    public private(set) var familyShared: [String: SubscriptionState] = [:]
    /// Group names in the order a family member first shared a subscription of them.
    public private(set) var familySharedOrder: [String] = []
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

    /// The subscriptions the account bought, in the order their groups were first subscribed.
    public var all: [SubscriptionState] { order.compactMap { byGroup[$0] } }

    /// The subscriptions family members share, in the order they were first shared.
    public var allFamilyShared: [SubscriptionState] { familySharedOrder.compactMap { familyShared[$0] } }

    /// The account's own subscription in the group.
    public func state(group: String) -> SubscriptionState? { byGroup[group] }

    /// The group's subscription of that ownership.
    public func state(group: String, ownership: OwnershipType) -> SubscriptionState? {
        ownership == .purchased ? byGroup[group] : familyShared[group]
    }

    /// Every Status of the group: the account's own subscription, then a family-shared one.
    public func statuses(group: String) -> [SubscriptionState] {
        [byGroup[group], familyShared[group]].compactMap { $0 }
    }

    /// The group's subscription whose current or pending product is `productID`.
    public func state(product productID: ProductID) -> SubscriptionState? {
        all.first { $0.productID == productID }
    }

    mutating func set(_ state: SubscriptionState) {
        if state.ownership == .familyShared {
            if familyShared[state.group] == nil { familySharedOrder.append(state.group) }
            familyShared[state.group] = state
            return
        }
        if byGroup[state.group] == nil { order.append(state.group) }
        byGroup[state.group] = state
    }

    mutating func remove(group: String, ownership: OwnershipType = .purchased) {
        if ownership == .familyShared {
            familyShared[group] = nil
            familySharedOrder.removeAll { $0 == group }
            return
        }
        byGroup[group] = nil
        order.removeAll { $0 == group }
    }

    mutating func removeAll() {
        byGroup = [:]
        order = []
        familyShared = [:]
        familySharedOrder = []
        nonRenewing = [:]
        nonRenewingOrder = []
        introductoryOfferUsed = []
    }
}

/// Which of a group's subscriptions: the account's own or the family-shared one.
public struct SubscriptionSlot: Sendable, Hashable {
    public var group: String
    public var ownership: OwnershipType

    public init(_ group: String, _ ownership: OwnershipType = .purchased) {
        self.group = group
        self.ownership = ownership
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
