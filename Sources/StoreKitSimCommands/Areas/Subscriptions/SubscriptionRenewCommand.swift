import StoreKitSim

/// `subscription renew PRODUCT`: SKTestSession.forceRenewalOfSubscription(productIdentifier:).
public struct SubscriptionRenewCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "subscription renew", area: .subscriptions, summary: "renew a subscription now (SKTestSession.forceRenewalOfSubscription)",
        discussion: """
            The current transaction's expirationDate becomes now and the next period starts now: a renewal transaction with the \
            group's original transaction, and a new run of periods from today. An expired subscription comes back. As \
            forceRenewalOfSubscription(productIdentifier:) does, auto-renew turns on and a price increase waiting for consent is \
            removed (priceIncreaseStatus noIncreasePending; the renewal is at the price paid now), while an agreed increase is \
            charged by this renewal. It "doesn't change the billing retry state": a subscription in billing retry or its grace \
            period stays there, with no renewal, until 'resolve TXN' or 'billing-issue off' ends the billing issue.
            """,
        examples: ["subscription renew com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription the customer has or had"),
    ]

    public func run(in session: Session) throws {
        guard try !session.performing({ try $0.forceRenewal(product) }),
              let state = session.world.subscriptions.state(product: product) else { return }
        let until = (state.billingRetryExpiresDate ?? state.expiresDate).iso8601
        session.emit("""
            subscription \(OneValueText.text(state.group)) \(product) stays \(state.status.rawValue) until \(until): \
            forceRenewalOfSubscription doesn't change the billing retry state; 'resolve \(state.latestTransactionID)' or \
            'billing-issue off' ends it
            """)
    }
}
