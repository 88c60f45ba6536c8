/// Loading a StoreKit configuration file: in Xcode the file is the whole catalog the app sees
/// ("Setting up StoreKit Testing in Xcode"), so it replaces App Store Connect's products rather
/// than adding to them.
extension World {
    /// Makes `products` the whole in-app catalog, with `groupLocalizations`, and has the app list
    /// them and fetch them in the current storefront, as the built-in app has fetched the built-in
    /// products at launch, so `buy ID` works at once. Returns the ids that were removed, in the
    /// order the old catalog held them.
    @discardableResult
    public mutating func replaceCatalog(with products: [InAppProduct], groupLocalizations: [String: [ProductLocalization]]) -> [String] {
        let kept = Set(products.map(\.id))
        let removed = catalog.ids.filter { !kept.contains($0) }
        var replacement = InAppCatalog()
        replacement.agreementSigned = catalog.agreementSigned
        replacement.groupLocalizations = groupLocalizations
        for product in products { replacement.add(product) }
        catalog = replacement

        var requests = ProductRequests()
        requests.appProducts = replacement.ids.map { AppProduct(id: $0) }
        let fetched = replacement.products.filter { replacement.invalidCause($0.id, in: storefront) == nil }
            .map { ReceivedProduct($0, in: storefront, locale: device.locale) }
        requests.storeProducts = fetched
        requests.displayed = fetched.map(\.id)
        for product in fetched { requests.received[product.id] = product }
        self.products = requests
        return removed
    }
}
