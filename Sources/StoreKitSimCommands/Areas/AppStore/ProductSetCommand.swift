import StoreKitSim

/// `product set ID [options]`: some attributes of a product change, the others stay.
public struct ProductSetCommand: TypedCommand {
    public var product: ProductID = ""
    /// A new base price and CODE=P pairs; other prices stay.
    public var price: String?
    /// Availability as an allow-list, or `everywhere`.
    public var storefronts: String?
    /// Storefronts where it is not available, or `none`.
    public var except: String?
    public var title: String?
    /// Cleared for Sale: `on` or `off`.
    public var cleared: String?
    /// Family Sharing: `on` or `off`.
    public var familyShareable: String?
    /// A subscription's higher price: `keep` (nil, the default) or `increase` for existing subscribers.
    public var existing: String?

    public init() {}
    public init(_ product: ProductID, price: String? = nil, storefronts: String? = nil, except: String? = nil, title: String? = nil,
                cleared: Bool? = nil, familyShareable: Bool? = nil, increaseExisting: Bool? = nil) {
        self.product = product
        self.price = price
        self.storefronts = storefronts
        self.except = except
        self.title = title
        self.cleared = cleared.map { $0 ? "on" : "off" }
        self.familyShareable = familyShareable.map { $0 ? "on" : "off" }
        self.existing = increaseExisting.map { $0 ? "increase" : "keep" }
    }

    public static let declaration = CommandDeclaration(
        "product set", area: .appStore, summary: "change some attributes of a product, keeping the others",
        discussion: """
            Unlike 'product add', which replaces the whole product, only the options given change: its title, its prices (the base \
            price and the CODE=P pairs given; other per-storefront prices stay), its availability as an allow-list (--storefronts, or \
            'everywhere') or as everywhere except some storefronts (--except, or 'none'), and Cleared for Sale. Products requests then \
            return it, or list its id as invalid, by the new attributes. A subscription's new price is what new subscribers pay; as \
            App Store Connect asks (\"Managing Price Increases for Auto-Renewable Subscriptions\"), a higher price applies to existing \
            subscribers only with --existing increase, which tells them of the increase as \
            'price-increase request com.example.pro.monthly --price 5.99' does (consent above Apple's thresholds, else a notice); with \
            --existing keep (the default) they keep their price. A lower price \
            reaches existing subscribers at their next renewal (UNCONFIRMED).
            """,
        examples: ["product set com.example.gems --except JPN", "product set com.example.gems --title 'Gem Pack'",
                   "product set com.example.gems --price 1.99,JPN=300",
                   "product set com.example.gems --storefronts everywhere --except none",
                   "product set com.example.gems --cleared off",
                   "product set com.example.pro.monthly --price 3.99 --existing increase"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product in the catalog"),
        .option("price", \.price, .priceList, help: "a new base price and CODE=P pairs; other prices stay"),
        .option("storefronts", \.storefronts, .storefrontList, help: "availability as an allow-list, e.g. USA,CAN, or 'everywhere'"),
        .option("except", \.except, .storefrontList, help: "storefronts where it is not available, e.g. JPN, or 'none'"),
        .option("title", \.title, .word, valueName: "TEXT", help: "SKProduct.localizedTitle"),
        .option("cleared", \.cleared, .choice(["on", "off"]), valueName: "STATE", help: "Cleared for Sale"),
        .option("family-shareable", \.familyShareable, .choice(["on", "off"]), valueName: "STATE",
                help: "Family Sharing for a non-consumable or subscription"),
        .option("existing", \.existing, .choice(["keep", "increase"]), valueName: "CHOICE",
                help: "a subscription's higher price: existing subscribers keep theirs (keep, the default) or get the increase"),
    ]

    public func run(in session: Session) throws {
        let id = self.product
        guard var product = session.world.catalog.product(id) else { throw CatalogError.unknownProduct(id) }
        let oldPrice = product.price(in: session.world.storefront)
        if let title { product.title = title }
        if let price { try PriceListParser.apply(price, to: &product) }
        if let storefronts {
            product.storefronts = storefronts.lowercased() == "everywhere"
                ? nil : Set(try PriceListParser.storefronts(storefronts).map(\.countryCode))
        }
        if let except {
            product.excludedStorefronts = except.lowercased() == "none" ? [] : Set(try PriceListParser.storefronts(except).map(\.countryCode))
        }
        if let cleared { product.clearedForSale = cleared == "on" }
        if let familyShareable { product.familyShareable = familyShareable == "on" }
        session.world.catalog.add(product)
        session.emit("changed \(CatalogCommands.line(product, in: session.world.storefront))")
        if product.type == .autoRenewable, product.price(in: session.world.storefront) != oldPrice {
            let apply = existing == "increase"
            try session.perform { try $0.repriceSubscribers(of: id, from: oldPrice, applyToExisting: apply) }
        }
    }
}
