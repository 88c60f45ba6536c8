import StoreKitSim

/// `product add ID [options]`: a product in App Store Connect, added or replaced whole.
public struct ProductAddCommand: TypedCommand {
    public var product: ProductID = ""
    /// An `InAppProductType`'s raw value; nil is consumable.
    public var type: String?
    /// The base price in USD, then CODE=P pairs (`0.99,JPN=160,EUR=0.99`); nil is 0.99.
    public var price: String?
    /// App Store Connect availability as an allow-list (`USA,CAN`); nil is everywhere.
    public var storefronts: String?
    /// SKProduct.localizedTitle; nil is the id.
    public var title: String?
    /// Cleared for Sale off.
    public var notCleared = false
    /// Storefronts where it is not available.
    public var except: String?
    /// The subscription group of an auto-renewable subscription; nil is its own id.
    public var group: String?
    /// The level in the group, 1 the highest service; nil is 1.
    public var level: Int?
    /// The subscription period (ISO 8601); nil is P1M for an auto-renewable, none for a non-renewing one.
    public var period: String?

    public init() {}
    public init(_ product: ProductID, type: InAppProductType? = nil, price: String? = nil, storefronts: String? = nil,
                title: String? = nil, notCleared: Bool = false, except: String? = nil, group: String? = nil, level: Int? = nil,
                period: String? = nil) {
        self.product = product
        self.type = type?.rawValue
        self.price = price
        self.storefronts = storefronts
        self.title = title
        self.notCleared = notCleared
        self.except = except
        self.group = group
        self.level = level
        self.period = period
    }

    public static let declaration = CommandDeclaration(
        "product add", area: .appStore, summary: "add or replace an in-app product in App Store Connect",
        discussion: """
            Replaces the whole product when the id exists ('product set' changes some attributes and keeps the others). Products \
            requests return the product with its price in the storefront's currency, or list its id in invalidProductIdentifiers when \
            it is not cleared for sale or not available in the storefront (--storefronts is an allow-list; --except hides it in some \
            storefronts only). A CODE in --price is a storefront (JPN, jp, 143462) or a currency (EUR); a storefront's own price wins \
            over its currency's.
            """,
        examples: ["product add com.example.coins --type consumable --price 1.99",
                   "product add com.example.pro.plus --type auto-renewable --group pro --level 1 --period P1M --price 4.99",
                   "product add com.example.vip --type non-consumable --price 9.99,JPN=1500 --storefronts USA,JPN",
                   "product add com.example.hidden --not-cleared"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "the product identifier, e.g. com.example.coins"),
        .option("type", \.type, .choice(InAppProductType.allCases.map(\.rawValue)), valueName: "TYPE",
                help: "consumable (default), non-consumable, auto-renewable or non-renewing"),
        .option("price", \.price, .priceList, help: "base price in USD, then CODE=P pairs: 0.99,JPN=160,EUR=0.99 (default 0.99)"),
        .option("storefronts", \.storefronts, .storefrontList, help: "App Store Connect availability, e.g. USA,CAN (default: everywhere)"),
        .option("title", \.title, .word, valueName: "TEXT", help: "SKProduct.localizedTitle (default: the id)"),
        .flag("not-cleared", \.notCleared, help: "Cleared for Sale off: requests return the id as invalid"),
        .option("except", \.except, .storefrontList, help: "storefronts where it is not available: everywhere except these"),
        .option("group", \.group, .word, valueName: "NAME",
                help: "subscription group of an auto-renewable subscription (default: its own id)"),
        .option("level", \.level, .integer(1...100, placeholder: "N"), help: "level in the group, 1 the highest service (default 1)"),
        .option("period", \.period, .subscriptionPeriod,
                help: """
                    an auto-renewable's duration: P1W, P1M, P2M, P3M, P6M or P1Y (default P1M); a non-renewing one any period, \
                    none unless given
                    """),
    ]

    public func run(in session: Session) throws {
        let id = self.product
        var product = InAppProduct(id: id, type: InAppProductType(rawValue: type ?? "") ?? .consumable,
                                   title: title, price: "0.99", clearedForSale: !notCleared)
        if let price { try PriceListParser.apply(price, to: &product) }
        if let storefronts { product.storefronts = Set(try PriceListParser.storefronts(storefronts).map(\.countryCode)) }
        if let except { product.excludedStorefronts = Set(try PriceListParser.storefronts(except).map(\.countryCode)) }
        if product.type == .autoRenewable || product.type == .nonRenewing {
            product.subscriptionPeriod = period ?? (product.type == .autoRenewable ? "P1M" : nil)
        }
        if product.type == .autoRenewable, let text = product.subscriptionPeriod, SubscriptionPeriod(iso8601: text)?.isAutoRenewable != true {
            let list = SubscriptionPeriod.autoRenewable.map(\.iso8601).joined(separator: ", ")
            throw CommandError(code: "bad-period", message: "'\(text)' is not a duration App Store Connect offers an auto-renewable subscription",
                               hint: "choose one of \(list)", argument: Self.name(of: \.period))
        }
        if product.type == .autoRenewable {
            product.subscriptionGroup = group
            product.groupLevel = level
        }
        let replaced = session.world.catalog.product(id) != nil
        session.world.catalog.add(product)
        session.emit("\(replaced ? "replaced" : "added") \(CatalogCommands.line(product, in: session.world.storefront))")
    }
}
