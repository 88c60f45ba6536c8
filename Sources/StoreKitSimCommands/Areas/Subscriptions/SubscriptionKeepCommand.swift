import StoreKitSim

/// `subscription keep PRODUCT`: the customer goes back to the current plan in the App Store's
/// subscription settings, cancelling a pending downgrade or crossgrade.
public struct SubscriptionKeepCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "subscription keep", area: .subscriptions, summary: "the customer keeps the current plan: a pending downgrade is cancelled",
        discussion: """
            In the App Store's subscription settings a customer who chose a downgrade (or a crossgrade to another period \
            length), which waits for the next renewal, can go back to the current plan; the subscription then renews as it is. \
            The server's DID_CHANGE_RENEWAL_PREF notification, with no subtype, follows.
            """,
        examples: ["subscription keep com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription with a downgrade or crossgrade waiting"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.cancelPendingChange(product) }
    }
}
