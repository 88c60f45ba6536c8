/// What the App Store changes about a subscription between renewals, outside the purchase flow:
/// the developer extends the renewal date (App Store Server API, "Extend a Subscription Renewal
/// Date"), or the customer keeps the current plan after choosing a downgrade (in the App Store's
/// subscription settings).
extension World {
    /// The days one extension may add ("extendByDays": at most 90).
    public static let renewalExtensionDays: ClosedRange<Int64> = 1...90

    /// The renewal date moves `days` later, free of charge: the current transaction's expiresDate
    /// moves with it and later periods count from the new date. Only a subscription in good
    /// standing (not in billing retry or its grace period) is extended.
    public mutating func extendRenewalDate(_ productID: ProductID, days: Int64) throws(SubscriptionError) {
        guard subscriptionInfo(productID) != nil else { throw .notAutoRenewable(productID) }
        guard var state = subscriptions.state(product: productID), state.status == .subscribed else { throw .noActiveSubscription(productID) }
        guard Self.renewalExtensionDays.contains(days) else { throw .extensionOutOfRange(days) }
        // The rate scales the days as it scales a period of that many days.
        guard state.expiresDate <= VirtualClock.end - 91 * 86_400 else { throw .pastClockEnd(productID) }
        let end = subscriptions.renewalRate.end(of: SubscriptionPeriod(value: Int(days), unit: .day), from: state.expiresDate, count: 1)
        guard end <= VirtualClock.end else { throw .pastClockEnd(productID) }
        state.expiresDate = end
        // The next period runs from the new date (the period count restarts there).
        state.anchor = end
        state.periods = 0
        subscriptions.set(state)
        if let index = payments.index(of: state.latestTransactionID) {
            payments.modify(at: index) { $0.expiresDate = end }
        }
        record(.subscriptions(.renewalExtended(state, days: days)))
    }

    /// The customer keeps the current plan: the downgrade or crossgrade waiting for the next
    /// renewal is cancelled.
    public mutating func cancelPendingChange(_ productID: ProductID) throws(SubscriptionError) {
        guard subscriptionInfo(productID) != nil else { throw .notAutoRenewable(productID) }
        guard var state = subscriptions.state(product: productID), state.status.isActive else { throw .noActiveSubscription(productID) }
        guard let pending = state.pendingProductID else { throw .noPendingChange(state) }
        state.pendingProductID = nil
        subscriptions.set(state)
        record(.subscriptions(.changeCancelled(state, cancelled: pending)))
    }
}
