import StoreKitSim

/// `family purchase PRODUCT`: a family member buys a family-shareable product and shares it
/// ("Supporting Family Sharing in your app").
public struct FamilyPurchaseCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "family purchase", area: .subscriptions, summary: "a family member buys a product and shares it with this account",
        discussion: """
            Family Sharing (\"Supporting Family Sharing in your app\"): when a family member buys a non-consumable or a subscription \
            that has Family Sharing on ('product set ID --family-shareable on', or familyShareable in a .storekit file), a purchased \
            transaction reaches this device's observer with ownershipType familyShared (printed as familyShared; FAMILY_SHARED in \
            signed transactions). A subscription shared this way is a subscription of its own beside any the account bought in the \
            same group: Product.SubscriptionInfo.status then holds two Statuses ("The array can have more than one subscription \
            status if your subscription supports Family Sharing"), 'subscriptions' lists both (the shared one marked familyShared), \
            and it renews on its own dates with familyShared transactions, paid by the family member (this account's billing \
            issue does not reach it).
            """,
        examples: ["family purchase com.example.premium"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .productID, help: "a family-shareable non-consumable or subscription"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.familyMemberPurchase(product) }
    }
}
