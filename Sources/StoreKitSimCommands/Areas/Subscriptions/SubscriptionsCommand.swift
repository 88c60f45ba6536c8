import StoreKitSim

/// `subscriptions`: each subscription group's state, as Product.SubscriptionInfo.Status tells it.
public struct SubscriptionsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "subscriptions", area: .subscriptions, summary: "show each subscription group's state",
        discussion: """
            One line per subscription group: the group, the product, its state in StoreKit's words (subscribed, expired, \
            inBillingRetryPeriod, inGracePeriod, revoked), when it expires or expired and why, whether it auto-renews, a downgrade or \
            crossgrade waiting for the next renewal ('next'), a price increase waiting for consent, the grace period and billing retry \
            ends, and the original transaction every renewal keeps. The words: 'expires DATE' (the current period's end), \
            'auto-renew on|off', 'at DATE reason R' (when it expired and Product.SubscriptionInfo.RenewalInfo.ExpirationReason), \
            'offer TYPE [ID]' (the offer of the current period; the id is left out when it is the type's name), 'charges-left N' (how \
            many more periods the customer pays at the offer's price before the regular price: 0 in the offer's last period or for \
            a free trial), 'next PRODUCT' and 'next-offer TYPE ID' (what the next renewal changes to), 'price P' (the price of the \
            next renewal after a price increase), 'price-increase STATE' and 'new-price P' (an increase waiting for consent), \
            'grace-until DATE' and 'retry-until DATE' (the billing grace period and billing retry ends), 'original TXN' (the \
            original transaction) and 'familyShared'. Then the non-renewing subscriptions bought. Renewals happen when \
            'clock advance' crosses their dates, as many as periods were crossed; months are calendar months counted from the day of \
            purchase (bought January 31: February 28, then March 31; the tool's rule, UNCONFIRMED: Apple's pages do not say).
            """,
        examples: ["subscriptions"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let lines = SubscriptionText.lines(session.world)
        if lines.isEmpty { session.emit("subscriptions none") }
        for line in lines { session.emit(line) }
    }
}
