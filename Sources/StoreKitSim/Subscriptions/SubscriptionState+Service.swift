extension SubscriptionState {
    /// The billing problem is over, whichever way: no grace period, no billing retry. A recovered
    /// payment, a fresh run of periods and the end of service each end it so (a forced renewal
    /// does not: SKTestSession.forceRenewalOfSubscription "doesn't change the billing retry state").
    mutating func endBillingRetry() {
        gracePeriodExpiresDate = nil
        billingRetryExpiresDate = nil
    }

    /// Out of service, expired or revoked: nothing waits on the renewal date any more (no
    /// downgrade or crossgrade, no grace period, no billing retry). What else an expiry or a
    /// refund's revocation changes is its own rule.
    mutating func leaveService(as status: SubscriptionStatus) {
        self.status = status
        pendingProductID = nil
        endBillingRetry()
    }

    /// No price increase waits any more: priceIncreaseStatus noIncreasePending, no new price. The
    /// testing environment removes "the pending price increase status" when the subscription
    /// expires or the customer cancels and auto-renew is disabled
    /// (SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:)), and on a forced
    /// renewal (forceRenewalOfSubscription(productIdentifier:)); an agreed increase ends so once
    /// a renewal charged it.
    mutating func removePriceIncrease() {
        priceIncrease = nil
        increasedPrice = nil
        increaseNeedsConsent = true
    }
}
