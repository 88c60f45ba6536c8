import StoreKitSim

/// `subscription expire PRODUCT`: SKTestSession.expireSubscription(productIdentifier:).
public struct SubscriptionExpireCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "subscription expire", area: .subscriptions, summary: "expire a subscription now (SKTestSession.expireSubscription)",
        discussion: """
            The subscription ends at the current virtual time, and so does its current transaction's expirationDate, not the end of \
            the period it paid for; its expiration reason is unknown, as a test expired it.
            """,
        examples: ["subscription expire com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription the customer has"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.expireSubscription(product) }
    }
}
