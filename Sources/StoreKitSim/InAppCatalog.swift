/// The type of an in-app product in App Store Connect.
public enum InAppProductType: String, Sendable, CaseIterable {
    case consumable
    case nonConsumable = "non-consumable"
    case autoRenewable = "auto-renewable"
    case nonRenewing = "non-renewing"
}

/// An in-app product as App Store Connect holds it.
public struct InAppProduct: Sendable, Hashable {
    public var id: String
    public var type: InAppProductType
    public var referenceName: String
    /// SKProduct.localizedTitle.
    public var title: String
    public var localizedDescription: String
    /// The price as decimal text (e.g. "0.99"), in `priceCurrency` unless `prices` has the storefront.
    public var price: String
    /// The currency `price` is in (alpha-3 currency code, e.g. USD).
    public var priceCurrency: String
    /// Prices per storefront countryCode, as decimal text in that storefront's currency.
    public var prices: [String: String]
    /// "Cleared for Sale" in App Store Connect.
    public var clearedForSale: Bool
    /// The storefronts (countryCode) where it is available; nil means all.
    public var storefronts: Set<String>?
    /// Subscription group, for auto-renewable subscriptions.
    public var subscriptionGroup: String?
    /// ISO 8601 period for subscriptions, e.g. P1M.
    public var subscriptionPeriod: String?

    public init(id: String, type: InAppProductType, referenceName: String? = nil, title: String? = nil,
                localizedDescription: String = "", price: String, priceCurrency: String = "USD",
                prices: [String: String] = [:], clearedForSale: Bool = true, storefronts: Set<String>? = nil,
                subscriptionGroup: String? = nil, subscriptionPeriod: String? = nil) {
        self.id = id
        self.type = type
        self.referenceName = referenceName ?? id
        self.title = title ?? referenceName ?? id
        self.localizedDescription = localizedDescription
        self.price = price
        self.priceCurrency = priceCurrency
        self.prices = prices
        self.clearedForSale = clearedForSale
        self.storefronts = storefronts
        self.subscriptionGroup = subscriptionGroup
        self.subscriptionPeriod = subscriptionPeriod
    }
}

/// App Store Connect's side: the in-app products and the Paid Applications Agreement.
/// (The payments issue fills in the rules; the catalog-file reader adds products through `add`.)
public struct InAppCatalog: Sendable {
    /// Products in the order they were added.
    public private(set) var products: [InAppProduct] = []
    /// When false, every product identifier comes back invalid.
    public var agreementSigned = true

    public init() {}

    /// The built-in default world's part of this area.
    public static var builtIn: InAppCatalog { InAppCatalog() }

    public func product(_ id: String) -> InAppProduct? { products.first { $0.id == id } }

    /// Adds a product, or replaces the one with the same id.
    public mutating func add(_ product: InAppProduct) {
        if let index = products.firstIndex(where: { $0.id == product.id }) {
            products[index] = product
        } else {
            products.append(product)
        }
    }

    public mutating func remove(_ id: String) throws(SimulationError) {
        guard let index = products.firstIndex(where: { $0.id == id }) else {
            throw SimulationError(code: "unknown-product", message: "no product '\(id)' in the catalog", hint: "'catalog' lists the products", argument: "ID")
        }
        products.remove(at: index)
    }
}
