/// An instant a subscription reaches by itself, for `clock advance --to`: QA want to land exactly
/// on a renewal or on the end of the grace period without counting days.
public enum SubscriptionMoment: String, Sendable, Hashable, CaseIterable {
    /// The end of the current period of a subscription that renews (auto-renew on): the App Store
    /// charges the next period there, or enters billing retry.
    case nextRenewal = "next-renewal"
    /// The end of the billing grace period of a subscription in it.
    case graceEnd = "grace-end"
    /// The end of billing retry of a subscription in grace or retry, where it expires if still unpaid.
    case retryEnd = "retry-end"
    /// Where the customer's access ends if nothing renews it: the current period's expiresDate
    /// (the same instant as `nextRenewal` when auto-renew is on), or the end of billing retry.
    case expiry

    /// When `state` reaches this moment; nil when it never does from where it stands.
    public func instant(of state: SubscriptionState) -> VirtualInstant? {
        switch (self, state.status) {
        case (.nextRenewal, .subscribed): return state.autoRenew ? state.expiresDate : nil
        case (.graceEnd, .inGracePeriod): return state.gracePeriodExpiresDate
        case (.retryEnd, .inGracePeriod), (.retryEnd, .inBillingRetryPeriod): return state.billingRetryExpiresDate
        case (.expiry, .subscribed): return state.expiresDate
        case (.expiry, .inGracePeriod), (.expiry, .inBillingRetryPeriod): return state.billingRetryExpiresDate
        default: return nil
        }
    }
}
