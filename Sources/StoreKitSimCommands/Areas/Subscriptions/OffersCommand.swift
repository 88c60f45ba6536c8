import StoreKitSim

/// `offers [PRODUCT]`: the subscription offers declared, and the groups whose introductory offer
/// the customer has had.
public struct OffersCommand: TypedCommand {
    /// One product; nil lists every product's offers.
    public var product: ProductID?

    public init() {}
    public init(_ product: ProductID?) { self.product = product }

    public static let declaration = CommandDeclaration(
        "offers", area: .subscriptions, summary: "list the subscription offers",
        discussion: """
            One offer per line: the product, the type, the id, the payment mode, the period, the number of periods and the price, in \
            the order they were added. Then, per group, whether the customer has had its introductory offer.
            """,
        examples: ["offers", "offers com.example.pro.monthly"], reads: true)
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "one subscription; all when left out"),
    ]

    public func run(in session: Session) throws {
        let products = session.world.catalog.products.filter { (product == nil || $0.id == product) }
        var any = false
        for listed in products {
            for offer in listed.offers {
                session.emit("\(listed.id) " + OfferText.line(offer))
                any = true
            }
        }
        if !any { session.emit("offers none") }
        for group in session.world.subscriptions.introductoryOfferUsed.sorted() {
            session.emit("introductory offer used in group \(OneValueText.text(group))")
        }
    }
}
