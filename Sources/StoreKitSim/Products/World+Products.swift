/// Products requests and the store UI (seed 003), and seed 002's fetchProductInfo.
///
/// Each step records its callback, so the command layer can print output between them in the
/// order StoreKit calls the app: productsRequest(_:didReceive:), then the app's handling (logging,
/// store UI), then requestDidFinish(_:).
extension World {
    /// Starts an SKProductsRequest for `ids` (a set: duplicates dropped, order kept) and returns its
    /// id. A request the app does not retain is deallocated before it completes (seed 003): no
    /// delegate call ever comes.
    public mutating func startProductsRequest(_ ids: [String], retained: Bool = true) -> String {
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        let requestID = "r\(products.requests.count + 1)"
        products.requests.append(ProductsRequest(id: requestID, productIDs: unique, state: retained ? .finished : .released))
        return requestID
    }

    /// What the App Store answers for these ids in the current storefront: valid products with the
    /// storefront's prices, and invalid ids with their causes (storekit-facts §6).
    public func productsResponse(for ids: [String], requestID: String) -> ProductsResponse {
        var found: [ReceivedProduct] = []
        var invalid: [InvalidProduct] = []
        for id in ids {
            if let cause = catalog.invalidCause(id, in: storefront) {
                invalid.append(InvalidProduct(id: id, cause: cause))
            } else if let product = catalog.product(id) {
                found.append(ReceivedProduct(product, in: storefront))
            }
        }
        return ProductsResponse(requestID: requestID, products: found, invalid: invalid)
    }

    /// Delivers a retained request's response: calls productsRequest(_:didReceive:), and the app
    /// keeps the products, shows them in its store UI and logs each invalid id (NSLog, in both
    /// build configurations). Nil for a released request, which never completes.
    public mutating func deliverResponse(_ requestID: String) -> ProductsResponse? {
        guard let request = products.request(requestID), request.state == .finished else { return nil }
        let response = productsResponse(for: request.productIDs, requestID: requestID)
        call("productsRequest(_:didReceive:)", "\(requestID) products \(response.products.count) invalid \(response.invalid.count)")
        products.storeProducts = response.products
        products.lastInvalid = response.invalid
        products.displayed = response.products.map(\.id)
        for product in response.products { products.received[product.id] = product }
        for invalid in response.invalid {
            products.log.append("\(clock.iso8601) Invalid product identifier: \(invalid.id)")
        }
        return response
    }

    /// requestDidFinish(_:): the request is done and the app may release it.
    public mutating func finishRequest(_ requestID: String) {
        call("requestDidFinish(_:)", requestID)
    }

    /// A whole products request, start to finish (the command layer runs the steps one by one).
    @discardableResult
    public mutating func request(_ ids: [String], retained: Bool = true) -> ProductsResponse? {
        let requestID = startProductsRequest(ids, retained: retained)
        guard let response = deliverResponse(requestID) else { return nil }
        finishRequest(requestID)
        return response
    }

    /// Seed 002's fetchProductInfo, first half: shouldShow for each of the app's products in the
    /// current storefront. The ids shown are the ones the request asks for.
    public func fetchDecisions() -> [ShouldShowDecision] {
        appProductList.map { ShouldShowDecision(product: $0, storefront: storefront) }
    }

    /// The app's local product identifiers: those it lists itself (with their country lists), then
    /// every other catalog product, so products added to App Store Connect or loaded from a
    /// catalog file are fetched too. An id the app lists stays listed when the catalog drops it,
    /// so the request then reports it invalid.
    public var appProductList: [AppProduct] {
        let listed = Set(products.appProducts.map(\.id))
        return products.appProducts + catalog.ids.filter { !listed.contains($0) }.map { AppProduct(id: $0) }
    }

    /// What the store UI shows now: the displayed products, and in a development build an error
    /// for each invalid identifier of the last response (a production build leaves them out).
    public var storeUI: StoreUI {
        let shown = products.displayed.compactMap { id in products.storeProducts.first { $0.id == id } }
        return StoreUI(products: shown, errors: app.build == .development ? products.lastInvalid : [],
                       omitted: app.build == .production ? products.lastInvalid : [])
    }

    /// Seed 002's paymentQueueDidChangeStorefront body: display each of the store's products that
    /// shouldShow allows in the current storefront. Prices stay those of the response (SKProduct
    /// objects do not change); fetch again for the new storefront's prices.
    public mutating func refreshStoreUI() {
        products.displayed = products.storeProducts.filter { products.shouldShow($0.id, in: storefront) }.map(\.id)
    }

    /// The foundation's name for the completion list; same as `knownProductIDs`.
    public var catalogProductIDs: [String] { knownProductIDs }

    /// Every product id the world knows (App Store catalog, app list, received), for completion.
    public var knownProductIDs: [String] {
        var ids: [String] = []
        for id in catalog.ids + products.appProducts.map(\.id) + products.received.keys.sorted() where !ids.contains(id) {
            ids.append(id)
        }
        return ids
    }
}

/// One shouldShow answer and which branch of seed 002's function gave it.
public struct ShouldShowDecision: Sendable, Hashable {
    public var id: String
    public var show: Bool
    /// `not listed`, `listed with JPN`, `listed without JPN`.
    public var reason: String

    public init(product: AppProduct, storefront: Storefront) {
        id = product.id
        let code = storefront.countryCode
        if let codes = product.countryCodes {
            show = codes.contains(code)
            reason = show ? "listed with \(code)" : "listed without \(code)"
        } else {
            show = true
            reason = "not listed"
        }
    }
}

/// The app's store UI: what the customer sees, and (development builds) the invalid-id errors.
public struct StoreUI: Sendable, Hashable {
    public var products: [ReceivedProduct]
    public var errors: [InvalidProduct]
    /// Invalid ids a production build left out.
    public var omitted: [InvalidProduct]
}
