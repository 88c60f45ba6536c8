import StoreKitSim

/// `catalog`: App Store Connect's in-app products, the media for product pages and the agreement.
public struct CatalogCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "catalog", area: .appStore, summary: "list the in-app products in App Store Connect",
        discussion: """
            One product per line: identifier, type, price in the current storefront's currency, 'not-cleared' when Cleared for Sale is \
            off, 'only CODES' when App Store Connect limits its availability, then its title; then the media items for product pages \
            ('media ID KIND \"TITLE\"'); last, whether the Paid Applications Agreement is signed.\n'local CODE=P,…' lists the \
            product's \
            own prices per storefront and per currency. A price comes from the product's entry for the storefront, else its entry for \
            the storefront's currency, else its base price converted with fixed approximate rates rounded to x.99 or to two significant \
            digits (UNCONFIRMED simulator default, not Apple's price points). \(ApproximatePriceHelp.sentence)
            """,
        examples: ["catalog"], inspects: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let world = session.world
        if world.catalog.products.isEmpty { session.emit("catalog empty") }
        for product in world.catalog.products { session.emit(CatalogCommands.line(product, in: world.storefront)) }
        for line in MediaCommands.catalogLines(world) { session.emit(line) }
        session.emit("agreement \(world.catalog.agreementSigned ? "signed" : "unsigned")")
    }
}
