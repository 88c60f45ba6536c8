/// The app's side of products (seeds 002 and 003): its own product list with country lists
/// (`myProducts`), its products requests, the SKProduct objects it received, and its store UI.
///
/// Kept apart from `InAppCatalog` (App Store Connect) because the app only knows what requests
/// returned: a payment is made from an SKProduct, and the store UI shows the last response.
public struct ProductRequests: Sendable {
    /// The app's local product identifiers, in order, each with its country list if it has one.
    public var appProducts: [AppProduct] = []
    /// Products requests made so far, in order.
    public var requests: [ProductsRequest] = []
    /// Every SKProduct the app has received, the latest response's copy winning.
    public var received: [ProductID: ReceivedProduct] = [:]
    /// The last response's products (`self.products = response.products` in Apple's "Fetching product information from the App Store").
    public var storeProducts: [ReceivedProduct] = []
    /// The last response's invalid identifiers with their causes.
    public var lastInvalid: [InvalidProduct] = []
    /// Ids the store UI displays now (after the last response or storefront refresh).
    public var displayed: [ProductID] = []
    /// NSLog lines the app wrote, oldest first.
    public var log: [AppLogEntry] = []

    public init() {}

    /// The built-in default world's part of this area: the app lists the built-in catalog's
    /// products, limits the starter pack to USA, CAN and GBR, and has already run
    /// fetchProductInfo in USA at launch (Apple's "Fetching product information from the App Store": query before showing the store UI), so
    /// `buy com.example.gems` works at once.
    public static var builtIn: ProductRequests {
        var requests = ProductRequests()
        let catalog = InAppCatalog.builtIn
        requests.appProducts = catalog.ids.map { AppProduct(id: $0) }
        requests.setAvailability("com.example.starter", countryCodes: ["USA", "CAN", "GBR"])
        let products = catalog.products.map { ReceivedProduct($0, in: .usa) }
        requests.storeProducts = products
        requests.displayed = products.map(\.id)
        for product in products { requests.received[product.id] = product }
        return requests
    }

    /// The app's entry for an id, if it lists the product.
    public func appProduct(_ id: ProductID) -> AppProduct? { appProducts.first { $0.id == id } }

    /// Sets (or with nil clears) the app's country list for a product, and the storefronts it is
    /// hidden in, adding the product to the app's list.
    public mutating func setAvailability(_ id: ProductID, countryCodes: [String]?, hiddenIn: [String] = []) {
        if let index = appProducts.firstIndex(where: { $0.id == id }) {
            appProducts[index].countryCodes = countryCodes
            appProducts[index].hiddenIn = hiddenIn
        } else {
            appProducts.append(AppProduct(id: id, countryCodes: countryCodes, hiddenIn: hiddenIn))
        }
    }

    /// The SKStorefront sample's shouldShow: true for a product without a country list (not in
    /// myProducts), else true only when the list holds the storefront's countryCode; and false in a
    /// storefront the app hides it in ("everywhere except").
    public func shouldShow(_ id: ProductID, in storefront: Storefront) -> Bool {
        guard let product = appProduct(id) else { return true }
        return shouldShow(product, in: storefront)
    }

    /// shouldShow for the app's entry itself.
    func shouldShow(_ product: AppProduct, in storefront: Storefront) -> Bool {
        if product.hiddenIn.contains(storefront.countryCode) { return false }
        guard let codes = product.countryCodes else { return true }
        return codes.contains(storefront.countryCode)
    }

    /// Requests that were started but will never complete (the app did not retain them).
    /// Request `id` (`r1`, `r2`, … in order), looked up directly rather than by scanning.
    public func request(_ id: String) -> ProductsRequest? {
        if id.hasPrefix("r"), let n = Int(id.dropFirst()), n >= 1, n <= requests.count, requests[n - 1].id == id { return requests[n - 1] }
        return requests.first { $0.id == id }
    }

    public var pendingRequests: [ProductsRequest] { requests.filter { $0.state == .released } }
}

/// One of the app's local product identifiers and its country list (`myProducts` in Apple's SKStorefront).
public struct AppProduct: Sendable, Hashable {
    public var id: ProductID
    /// Storefront countryCodes the app offers it in; nil = not in myProducts (shown everywhere).
    public var countryCodes: [String]?
    /// Storefront countryCodes the app hides it in: "everywhere except these".
    public var hiddenIn: [String] = []

    public init(id: ProductID, countryCodes: [String]? = nil, hiddenIn: [String] = []) {
        self.id = id
        self.countryCodes = countryCodes
        self.hiddenIn = hiddenIn
    }
}

/// An SKProduct as the app received it: a snapshot of the price in the storefront of the request.
public struct ReceivedProduct: Sendable, Hashable {
    public var id: ProductID
    public var title: String
    public var type: InAppProductType
    public var price: Price
    /// countryCode of the storefront the response came from.
    public var storefront: String
    /// An auto-renewable subscription's Product.SubscriptionInfo: its group, groupLevel and period.
    public var subscriptionGroup: String?
    /// Product.SubscriptionInfo.subscriptionGroupID: the group's identifier, not its name.
    public var subscriptionGroupID: String?
    public var groupLevel: Int?
    public var subscriptionPeriod: String?
    /// SKProduct.discounts: the introductory offer, then the promotional offers (ProductDiscount).
    public var discounts: [ProductDiscount] = []
    /// SKProduct.introductoryPrice: the introductory offer, if the subscription has one.
    public var introductoryPrice: ProductDiscount? { discounts.first { $0.type == .introductory } }

    /// `locale` picks the localization (SKTestSession.locale), with `LocaleFallback` when the
    /// product has none for it.
    public init(_ product: InAppProduct, in storefront: Storefront, locale: String = "en_US") {
        id = product.id
        title = product.localized(for: locale).title
        type = product.type
        price = product.price(in: storefront)
        self.storefront = storefront.countryCode
        if product.type == .autoRenewable {
            subscriptionGroup = product.subscriptionGroup ?? product.id.rawValue
            subscriptionGroupID = product.subscriptionGroupID ?? SubscriptionGroupIdentifier.derived(from: subscriptionGroup!)
            groupLevel = product.groupLevel ?? 1
            subscriptionPeriod = product.subscriptionPeriod ?? SubscriptionPeriod.oneMonth.iso8601
            discounts = ProductDiscount.discounts(of: product, in: storefront)
        }
    }
}

/// An id from invalidProductIdentifiers, with the simulator's explanation.
public struct InvalidProduct: Sendable, Hashable {
    public var id: ProductID
    public var cause: InvalidProductCause
}

/// An SKProductsRequest the app started.
public struct ProductsRequest: Sendable, Hashable {
    public enum State: String, Sendable { case finished, released }
    /// `r1`, `r2`, … in the order requests were made.
    public var id: String
    public var productIDs: [ProductID]
    /// finished: the delegate got the response; released: not retained, it never completes.
    public var state: State
}

/// What a products request returned (SKProductsResponse plus the causes of the invalid ids).
public struct ProductsResponse: Sendable, Hashable {
    public var requestID: String
    public var products: [ReceivedProduct]
    public var invalid: [InvalidProduct]
}
