extension SubscriptionState {
    /// The billing problem is over, whichever way: no grace period, no billing retry. A recovered
    /// payment, a forced renewal, a fresh run of periods and the end of service each end it so.
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
}
