import StoreKitSim

/// `subscription intro-eligible GROUP`: Product.SubscriptionInfo.isEligibleForIntroOffer(for:).
public struct SubscriptionIntroEligibleCommand: TypedCommand {
    /// A subscription group, or one of its products.
    public var group = ""

    public init() {}
    public init(_ group: String) { self.group = group }

    public static let declaration = CommandDeclaration(
        "subscription intro-eligible", area: .storeKit2, summary: "show Product.SubscriptionInfo.isEligibleForIntroOffer(for:) for a group",
        discussion: """
            Whether a purchase in the group would get its introductory offer: true until the customer has had an introductory offer on \
            any subscription of the group (\"Implementing introductory offers in your app\"), and true even when the group has no \
            introductory offer (isEligibleForIntroOffer(for:)). A lapsed subscriber who never had an introductory offer stays \
            eligible: the tool follows Apple's article; Apple's forum answers say introductory offers are only for customers never \
            subscribed in the group (UNCONFIRMED).
            """,
        examples: ["subscription intro-eligible pro", "subscription intro-eligible com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("GROUP", \.group, .subscriptionGroupOrProduct, help: "a subscription group, or one of its products"),
    ]

    public func run(in session: Session) throws {
        let answer = try session.world.isEligibleForIntroOffer(group)
        session.emit("Product.SubscriptionInfo.isEligibleForIntroOffer(for: \(answer.group)) \(answer.eligible)")
    }
}
