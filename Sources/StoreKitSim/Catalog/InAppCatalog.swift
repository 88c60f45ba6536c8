/// The type of an in-app product in App Store Connect.
public enum InAppProductType: String, Sendable, CaseIterable {
    case consumable
    case nonConsumable = "non-consumable"
    case autoRenewable = "auto-renewable"
    case nonRenewing = "non-renewing"
}

/// An in-app product as App Store Connect holds it.
public struct InAppProduct: Sendable, Hashable {
    public var id: ProductID
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
    /// Prices per currency code (e.g. EUR), for every storefront priced in it without its own entry.
    public var currencyPrices: [String: String] = [:]
    /// "Cleared for Sale" in App Store Connect.
    public var clearedForSale: Bool
    /// The storefronts (countryCode) where it is available; nil means all.
    public var storefronts: Set<String>?
    /// Storefronts (countryCode) where it is not available, whatever `storefronts` says:
    /// "everywhere except these".
    public var excludedStorefronts: Set<String> = []
    /// Subscription group, for auto-renewable subscriptions: its reference name (what commands
    /// and the world key a group by).
    public var subscriptionGroup: String?
    /// The group's identifier as App Store Connect assigns it (a .storekit file's group `id`, e.g.
    /// `4BB746BD`): what `subscriptionGroupIdentifier` and Transaction.subscriptionGroupID carry.
    /// Nil when the group came without one (the built-in catalog, `product add --group`):
    /// `InAppCatalog.groupIdentifier(_:)` then derives one from the name.
    public var subscriptionGroupID: String?
    /// ISO 8601 period for subscriptions, e.g. P1M.
    public var subscriptionPeriod: String?
    /// The level in its subscription group: 1 is the highest service (`groupNumber` in a .storekit file).
    public var groupLevel: Int?
    /// An auto-renewable subscription's offers: at most one introductory offer, then promotional,
    /// offer-code and win-back offers by id.
    public var offers: [SubscriptionOffer] = []
    /// Every localization App Store Connect holds, the default (the file's first) first. `title`
    /// and `localizedDescription` are the default's text; the others are shown when the store's
    /// locale picks them (`localized(for:)`).
    public var localizations: [ProductLocalization] = []
    /// "Family Sharing" in App Store Connect (`familyShareable` in a .storekit file): whether
    /// members of the buyer's family group get the purchase too.
    public var familyShareable = false
    /// An auto-renewable subscription's enabled MONTHLY billing plan ("Supporting monthly
    /// subscriptions with a 12-month commitment"), if it has one; nil sells only up front.
    public var monthlyPlan: MonthlyBillingPlan?

    public init(id: ProductID, type: InAppProductType, referenceName: String? = nil, title: String? = nil,
                localizedDescription: String = "", price: String, priceCurrency: String = "USD",
                prices: [String: String] = [:], clearedForSale: Bool = true, storefronts: Set<String>? = nil,
                subscriptionGroup: String? = nil, subscriptionPeriod: String? = nil, groupLevel: Int? = nil) {
        self.id = id
        self.type = type
        self.referenceName = referenceName ?? id.rawValue
        self.title = title ?? referenceName ?? id.rawValue
        self.localizedDescription = localizedDescription
        self.price = price
        self.priceCurrency = priceCurrency
        self.prices = prices
        self.clearedForSale = clearedForSale
        self.storefronts = storefronts
        self.subscriptionGroup = subscriptionGroup
        self.subscriptionPeriod = subscriptionPeriod
        self.groupLevel = groupLevel
    }
}

/// App Store Connect's side: the in-app products and the Paid Applications Agreement.
///
/// It decides which identifiers a products request returns and which come back invalid, with the
/// cause ("Fetching product information from the App Store"); the catalog-file reader adds products through `add`.
public struct InAppCatalog: Sendable {
    /// Products in the order they were added.
    public private(set) var products: [InAppProduct] = []
    /// When false, every product identifier comes back invalid.
    public var agreementSigned = true
    /// Each subscription group's localizations (its display name and description), by group name.
    public var groupLocalizations: [String: [ProductLocalization]] = [:]

    public init() {}

    /// The built-in default world's part of this area: two consumables, a non-consumable, an
    /// auto-renewable subscription, and a starter pack the app limits to a few storefronts
    /// (that limit is the app's own list, `ProductRequests.builtIn`, not App Store Connect's).
    public static var builtIn: InAppCatalog {
        var catalog = InAppCatalog()
        catalog.add(InAppProduct(id: "com.example.gems", type: .consumable, title: "100 Gems",
                                 localizedDescription: "A handful of gems", price: "0.99", prices: ["JPN": "160"]))
        catalog.add(InAppProduct(id: "com.example.gems.chest", type: .consumable, title: "1200 Gems",
                                 localizedDescription: "A chest of gems", price: "9.99"))
        catalog.add(InAppProduct(id: "com.example.premium", type: .nonConsumable, title: "Premium",
                                 localizedDescription: "Unlocks every level", price: "4.99"))
        catalog.add(InAppProduct(id: "com.example.pro.monthly", type: .autoRenewable, title: "Pro Monthly",
                                 localizedDescription: "Pro features, renewed monthly", price: "2.99",
                                 subscriptionGroup: "pro", subscriptionPeriod: "P1M", groupLevel: 1))
        catalog.add(InAppProduct(id: "com.example.pro.yearly", type: .autoRenewable, title: "Pro Yearly",
                                 localizedDescription: "Pro features, renewed yearly", price: "29.99",
                                 subscriptionGroup: "pro", subscriptionPeriod: "P1Y", groupLevel: 1))
        catalog.add(InAppProduct(id: "com.example.starter", type: .consumable, title: "Starter Pack",
                                 localizedDescription: "Gems and a costume for new players", price: "1.99"))
        return catalog
    }

    /// Product ids in the order they were added.
    public var ids: [ProductID] { products.map(\.id) }

    /// Compared in place, by index: a predicate closure was handed a copy of each product it passed.
    public func product(_ id: ProductID) -> InAppProduct? {
        for index in products.indices where products[index].id == id { return products[index] }
        return nil
    }

    /// Adds a product, or replaces the one with the same id. A subscription that joins a group
    /// without an identifier takes the identifier the group's other products carry.
    public mutating func add(_ product: InAppProduct) {
        var product = product
        if product.subscriptionGroupID == nil, let group = product.subscriptionGroup,
           let known = products.first(where: { $0.subscriptionGroup == group && $0.subscriptionGroupID != nil }) {
            product.subscriptionGroupID = known.subscriptionGroupID
        }
        if let index = products.firstIndex(where: { $0.id == product.id }) {
            products[index] = product
        } else {
            products.append(product)
        }
    }

    /// The identifier of the subscription group named `name`, as App Store Server API's
    /// "subscriptionGroupIdentifier" and StoreKit's Transaction.subscriptionGroupID carry it: the
    /// id App Store Connect gave the group (a .storekit file's group `id`), never its name.
    public func groupIdentifier(_ name: String) -> String {
        for index in products.indices where products[index].subscriptionGroup == name {
            if let id = products[index].subscriptionGroupID { return id }
        }
        return SubscriptionGroupIdentifier.derived(from: name)
    }

    /// The group's name for a name or an identifier (`subscription status 4BB746BD` names the
    /// group as StoreKit's Product.SubscriptionInfo.status(for:) does), nil if neither is known.
    public func groupName(_ nameOrID: String) -> String? {
        for index in products.indices where products[index].type == .autoRenewable {
            guard let name = products[index].subscriptionGroup else { continue }
            if name == nameOrID || groupIdentifier(name) == nameOrID { return name }
        }
        return nil
    }

    public mutating func remove(_ id: ProductID) throws(CatalogError) {
        guard let index = products.firstIndex(where: { $0.id == id }) else { throw .unknownProduct(id) }
        products.remove(at: index)
    }
}

extension InAppProduct {
    /// The title and description the store shows for `locale` (SKProduct.localizedTitle and
    /// localizedDescription), by `LocaleFallback`; the default localization's text is `title`.
    public func localized(for locale: String) -> (title: String, description: String) {
        guard let index = LocaleFallback.choose(locale, among: localizations.map(\.locale)), index > 0 else {
            return (title, localizedDescription)
        }
        return (localizations[index].title, localizations[index].description)
    }

    /// The base price as a `Price`, exactly as given (zero only when the text is not a price,
    /// which the catalog's readers and commands never let in).
    public var basePrice: Price {
        Price(parsing: price, currency: priceCurrency) ?? Price(minorUnits: 0, currency: priceCurrency)
    }

    /// What the product costs in a storefront, in that storefront's currency: its own entry in
    /// `prices`, else its currency's entry in `currencyPrices`, else the base price (converted by
    /// `PriceEqualizer` when the currencies differ).
    public func price(in storefront: Storefront) -> Price {
        // Most products set neither table: an empty one is not asked (each lookup hashes a string).
        if !prices.isEmpty, let text = prices[storefront.countryCode], let local = Price(parsing: text, currency: storefront.currency) {
            return local
        }
        if !currencyPrices.isEmpty, let text = currencyPrices[storefront.currency], let local = Price(parsing: text, currency: storefront.currency) {
            return local
        }
        return PriceEqualizer.convert(basePrice, to: storefront.currency)
    }
}

extension InAppCatalog {
    /// Why App Store Connect would put `id` in invalidProductIdentifiers in this storefront, or nil
    /// when a products request returns it ("Fetching product information from the App Store": agreements, id mismatch, cleared for
    /// sale, availability). An unsigned agreement makes every id invalid, so it is checked first.
    public func invalidCause(_ id: ProductID, in storefront: Storefront) -> InvalidProductCause? {
        guard agreementSigned else { return .agreementUnsigned }
        guard let product = product(id) else { return .unknownID }
        guard product.clearedForSale else { return .notClearedForSale }
        if let storefronts = product.storefronts, !storefronts.contains(storefront.countryCode) {
            return .notAvailableInStorefront(storefront.countryCode)
        }
        if product.excludedStorefronts.contains(storefront.countryCode) {
            return .notAvailableInStorefront(storefront.countryCode)
        }
        return nil
    }
}
