/// Products requests and the store UI ("Fetching product information from the App Store"), and
/// SKStorefront's fetchProductInfo.
extension World {
    /// An SKProductsRequest for `ids` (a set: duplicates dropped, order kept), start to finish:
    /// productsRequest(_:didReceive:) with the response, the app's handling of it, then
    /// requestDidFinish(_:), each a turn of its own. A request the app does not retain is
    /// deallocated before it completes ("Fetching product information from the App Store"): no
    /// delegate call ever comes, and the result is nil.
    @discardableResult
    public mutating func request(_ ids: [ProductID], retained: Bool = true) -> ProductsResponse? {
        var unique: [ProductID] = []
        unique.reserveCapacity(ids.count)
        if ids.count <= 16 {
            // A request names a few ids: comparing each with those kept costs less than hashing
            // every id into a set made for the purpose.
            for id in ids where !unique.contains(id) { unique.append(id) }
        } else {
            var seen: Set<ProductID> = []
            for id in ids where seen.insert(id).inserted { unique.append(id) }
        }
        let request = ProductsRequest(id: "r\(products.requests.count + 1)", productIDs: unique, state: retained ? .finished : .released)
        products.requests.append(request)
        record(.products(.requestStarted(request)))
        guard retained else {
            record(.products(.requestReleased(requestID: request.id)))
            return nil
        }
        let response = productsResponse(for: unique, requestID: request.id)
        let handling = handle(response)
        record(.products(.responseReceived(response, handling: handling)))
        record(.products(.requestFinished(requestID: request.id)))
        return response
    }

    /// SKStorefront's fetchProductInfo: shouldShow(_:in:) for each of the app's products in the
    /// current storefront, then one products request for the ids it allowed.
    @discardableResult
    public mutating func fetchProductInfo() -> ProductsResponse? {
        let decisions = appProductList.map { ShouldShowDecision(product: $0, storefront: storefront) }
        for decision in decisions { record(.products(.shouldShowAnswered(decision))) }
        return request(decisions.filter(\.show).map(\.id))
    }

    /// What the App Store answers for these ids in the current storefront: valid products with the
    /// storefront's prices, and invalid ids with their causes.
    public func productsResponse(for ids: [ProductID], requestID: String) -> ProductsResponse {
        var found: [ReceivedProduct] = []
        var invalid: [InvalidProduct] = []
        for id in ids {
            if let cause = catalog.invalidCause(id, in: storefront) {
                invalid.append(InvalidProduct(id: id, cause: cause))
            } else if let product = catalog.product(id) {
                found.append(ReceivedProduct(product, in: storefront, locale: device.locale))
            }
        }
        return ProductsResponse(requestID: requestID, products: found, invalid: invalid)
    }

    /// The app's productsRequest(_:didReceive:): it keeps the products, shows them in its store UI
    /// and logs each invalid id (NSLog, in both build configurations); the store UI shows an error
    /// for each invalid id in a development build and leaves it out in a production build.
    private mutating func handle(_ response: ProductsResponse) -> ResponseHandling {
        products.storeProducts = response.products
        products.lastInvalid = response.invalid
        products.displayed = response.products.map(\.id)
        for product in response.products { products.received[product.id] = product }
        let log = response.invalid.map { AppLogEntry(time: clock.now, invalidProductID: $0.id) }
        products.log.append(contentsOf: log)
        // The invalid ids alone: the store UI's product list is not needed here, and making it
        // copied each received product.
        let invalid = invalidInStoreUI
        return ResponseHandling(log: log, shownAsErrors: invalid.errors, omitted: invalid.omitted)
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
        let invalid = invalidInStoreUI
        return StoreUI(products: shown, errors: invalid.errors, omitted: invalid.omitted)
    }

    /// The last response's invalid ids as the store UI treats them: shown as errors in a
    /// development build, left out in a production build.
    private var invalidInStoreUI: (errors: [InvalidProduct], omitted: [InvalidProduct]) {
        (app.build == .development ? products.lastInvalid : [], app.build == .production ? products.lastInvalid : [])
    }

    /// The SKStorefront sample's paymentQueueDidChangeStorefront body: display each of the store's products that
    /// shouldShow allows in the current storefront. Prices stay those of the response (SKProduct
    /// objects do not change); fetch again for the new storefront's prices.
    public mutating func refreshStoreUI() {
        // Every storefront change runs this. shouldShow per product searched the app's list by id
        // for each store product; instead find the few ids the list hides here once (most products
        // have no country list), and leave the list alone when it would not change, as most
        // changes do, so no array is made.
        let hidden = products.hiddenIDs(in: storefront)
        let store = products.storeProducts
        var next = 0
        var unchanged = true
        for index in store.indices where !hidden.contains(store[index].id) {
            guard next < products.displayed.count, products.displayed[next] == store[index].id else { unchanged = false; break }
            next += 1
        }
        if unchanged && next == products.displayed.count { return }
        var shown: [ProductID] = []
        shown.reserveCapacity(store.count)
        for index in store.indices where !hidden.contains(store[index].id) { shown.append(store[index].id) }
        products.displayed = shown
    }

    /// Every product id the world knows (App Store catalog, app list, received), for completion.
    public var knownProductIDs: [ProductID] {
        var ids: [ProductID] = []
        for id in catalog.ids + products.appProducts.map(\.id) + products.received.keys.sorted() where !ids.contains(id) {
            ids.append(id)
        }
        return ids
    }
}

/// One shouldShow answer and which branch of the SKStorefront sample's function gave it.
public struct ShouldShowDecision: Sendable, Hashable {
    public enum Branch: Sendable, Hashable {
        /// The product is not in myProducts: shown everywhere.
        case notListed
        /// In myProducts, and its list holds this countryCode.
        case listedWith(String)
        /// In myProducts, and its list does not hold this countryCode.
        case listedWithout(String)
        /// The app hides it in this storefront ("everywhere except").
        case hiddenIn(String)
        /// The app hides it in some storefronts, not this one.
        case notHiddenIn(String)
    }

    public var id: ProductID
    public var show: Bool
    public var branch: Branch

    public init(product: AppProduct, storefront: Storefront) {
        id = product.id
        let code = storefront.countryCode
        if product.hiddenIn.contains(code) {
            show = false
            branch = .hiddenIn(code)
        } else if let codes = product.countryCodes {
            show = codes.contains(code)
            branch = show ? .listedWith(code) : .listedWithout(code)
        } else {
            show = true
            branch = product.hiddenIn.isEmpty ? .notListed : .notHiddenIn(code)
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

extension ProductRequests {
    /// The ids of store products shouldShow hides in `storefront`: each app product with a country
    /// list or hidden storefronts that is the first entry for its id (shouldShow reads the first)
    /// and does not allow this storefront. The same answers as shouldShow for every id, found with
    /// one pass over the app's list instead of a search of it per product.
    func hiddenIDs(in storefront: Storefront) -> [ProductID] {
        var hidden: [ProductID] = []
        let list = appProducts
        for index in list.indices where list[index].countryCodes != nil || !list[index].hiddenIn.isEmpty {
            let id = list[index].id
            guard !list[..<index].contains(where: { $0.id == id }) else { continue }
            if !shouldShow(list[index], in: storefront) { hidden.append(id) }
        }
        return hidden
    }
}
