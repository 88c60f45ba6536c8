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
            group's original transaction, and a new run of periods from today. An expired subscription comes back.
            """,
        examples: ["subscription renew com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription the customer has or had"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.forceRenewal(product) }
    }
}
