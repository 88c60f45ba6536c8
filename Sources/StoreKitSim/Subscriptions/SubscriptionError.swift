/// Why a subscription operation was refused. The command layer words each case.
public enum SubscriptionError: Error, Sendable, Hashable {
    /// The product is not an auto-renewable subscription.
    case notAutoRenewable(ProductID)
    /// The customer has no subscription to this product (or it is not active).
    case noActiveSubscription(ProductID)
    /// A price increase must raise what the subscriber pays.
    case notAnIncrease(ProductID, current: Price, new: Price)
    /// No price increase waits for an answer.
    case noPriceIncreasePending(SubscriptionState)
    /// One clock advance would cross more renewals than the world computes at once.
    case tooManyRenewals(estimated: Int64, limit: Int64)
    /// The transaction is not a purchase interrupted by an issue.
    case notInterrupted(PaymentTransaction)
    /// Only a purchased (or renewed) transaction can be refunded, once.
    case notRefundable(PaymentTransaction)
    /// The non-renewing subscription's time would pass the end of the clock.
    case pastClockEnd(ProductID)
    /// A renewal date extension outside 1...90 days.
    case extensionOutOfRange(Int64)
    /// No downgrade or crossgrade waits for the next renewal.
    case noPendingChange(SubscriptionState)
    /// The transaction has no refund to reverse.
    case notRefunded(PaymentTransaction)
    /// No subscription (of the product's group, when one was named) reaches that moment from
    /// where it stands; `states` are the subscriptions looked at.
    case noMoment(SubscriptionMoment, productID: ProductID?, states: [SubscriptionState])
    /// A one-time offer code is for consumables, non-consumables and non-renewing subscriptions.
    case oneTimeOfferOnSubscription(ProductID)
    /// The subscription already holds the most offer codes it may (the limit).
    case tooManyCodeOffers(ProductID, Int)
    /// The product has no promotional offer by that name.
    case unknownOffer(ProductID, String)
}
