import StoreKitSim

/// What a refund of an auto-renewable subscription's earlier transaction does to access: nothing.
/// A refund revokes the transaction refunded (its revocationDate, App Store Server Notifications'
/// REFUND); the subscription's access comes from its latest transaction
/// ("Transaction.currentEntitlements": "the latest transaction for each auto-renewable
/// subscription" that is subscribed or in its grace period), which the refund did not touch.
enum RefundAccessText {
    /// `access kept com.example.pro.monthly: the refund revokes t2 only; t3, the latest
    /// transaction, gives access until 2026-04-01T00:00:00Z`; for a subscription out of service,
    /// `access unchanged …: … com.example.pro.monthly is expired (latest transaction t3)`.
    static func line(refunded: TransactionID, state: SubscriptionState) -> String {
        let only = "the refund revokes \(refunded) only"
        guard state.status.isEntitled else {
            return "access unchanged \(state.productID): \(only); the subscription is \(state.status.rawValue) "
                + "(latest transaction \(state.latestTransactionID))"
        }
        return "access kept \(state.productID): \(only); \(state.latestTransactionID), the latest transaction, "
            + "gives access until \(EventRenderer.date(until(state)))"
    }

    /// The diagram's note: `refund of t2: access kept by t3`.
    static func note(refunded: TransactionID, state: SubscriptionState) -> String {
        state.status.isEntitled ? "refund of \(refunded): access kept by \(state.latestTransactionID)"
                                : "refund of \(refunded): access unchanged (\(state.status.rawValue))"
    }

    /// Where access ends: the grace period's end while in it, else the renewal date.
    private static func until(_ state: SubscriptionState) -> VirtualInstant {
        state.status == .inGracePeriod ? state.gracePeriodExpiresDate ?? state.expiresDate : state.expiresDate
    }
}
