/// What happens to auto-renewable and non-renewing subscriptions over time and by the customer's
/// and the tests' hands ("Offering auto-renewable subscriptions", SKTestSession).
public enum SubscriptionEvent: Sendable, Hashable {
    /// A first purchase (or a resubscription after expiry) started the group's subscription.
    case started(SubscriptionState)
    /// The App Store renewed it: a new transaction with the same original transaction.
    case renewed(SubscriptionState)
    /// An upgrade or a same-length crossgrade took effect at once; `refund` is the unused part of
    /// the old period, refunded.
    case changed(SubscriptionChange, from: ProductID, state: SubscriptionState, refund: Price?)
    /// A downgrade or a crossgrade to another length waits for the next renewal date.
    case changeScheduled(SubscriptionChange, state: SubscriptionState)
    /// Auto-renew switched on or off.
    case autoRenewChanged(SubscriptionState)
    /// A renewal failed on a billing issue: billing retry, in the grace period when it is on.
    case billingRetryEntered(SubscriptionState)
    /// The grace period ran out; the App Store keeps retrying but the service stops.
    case gracePeriodEnded(SubscriptionState)
    /// The billing issue was fixed and the subscription renewed.
    case billingRecovered(SubscriptionState)
    case expired(SubscriptionState)
    /// A refund of its current transaction revoked it (RenewalState revoked).
    case revoked(SubscriptionState)
    /// A price increase was asked about, agreed to or removed (a decline is `autoRenewChanged`).
    case priceIncrease(SubscriptionState)
    /// The catalog's price went up to `newPrice` and this existing subscriber keeps their price.
    case priceKept(SubscriptionState, newPrice: Price)
    /// The App Store refused to sell a subscription the customer already has (its alert).
    case alreadySubscribed(SubscriptionState)
    /// An offer code was redeemed in the code redemption sheet for this product.
    case codeRedeemed(code: String, productID: ProductID)
    /// The renewal date moved `days` later (App Store Server API, Extend a Subscription Renewal Date).
    case renewalExtended(SubscriptionState, days: Int64)
    /// The customer kept the current plan: the downgrade or crossgrade to `cancelled` is off.
    case changeCancelled(SubscriptionState, cancelled: ProductID)
    /// A current subscriber's offer (`pendingOffer`) waits for the next renewal.
    case offerScheduled(SubscriptionState)
    /// A non-renewing subscription was bought; it lasts until `until` (nil: the app decides).
    case nonRenewingExtended(productID: ProductID, until: VirtualInstant?)
}
