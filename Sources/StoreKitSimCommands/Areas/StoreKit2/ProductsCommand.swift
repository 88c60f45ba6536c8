import StoreKitSim

/// `products ID...`: Product.products(for:).
public struct ProductsCommand: TypedCommand {
    public var ids: [ProductID] = []

    public init() {}
    public init(_ ids: [ProductID]) { self.ids = ids }

    public static let declaration = CommandDeclaration(
        "products", area: .storeKit2, summary: "load products with Product.products(for:)",
        discussion: """
            The products the App Store sells in the current storefront, in the order asked, duplicates dropped, each with its price and \
            type. Unlike an SKProductsRequest there is no invalid list: an id the App Store does not sell (unknown, not cleared for \
            sale, not in this storefront, agreement unsigned) is simply absent. The app keeps the products, so 'purchase' can buy them. \
            With 'simulate-error loadProducts ERROR' the call throws instead.
            """,
        examples: ["products com.example.gems com.example.premium", "products com.example.pro.monthly nope"])
    public static let fields: [CommandField<Self>] = [
        .arguments("ID", \.ids, .productID, help: "product identifiers"),
    ]

    public func run(in session: Session) throws {
        session.perform { $0.loadProducts(ids) }
    }
}
