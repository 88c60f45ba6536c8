/// How many products the app lists and its store UI shows, counted without building the lists:
/// `status` prints these counts after every few commands of a scenario, and building
/// `appProductList` (a set and two arrays) and `storeUI` for a count was most of its products lines.
extension World {
    /// `appProductList.count`.
    public var appProductCount: Int {
        let listed = products.appProducts
        return listed.count + catalog.products.count { product in !listed.contains { $0.id == product.id } }
    }

    /// How many of `appProductList` have a country list (only the app's own entries can).
    public var appProductsWithCountryList: Int {
        products.appProducts.count { $0.countryCodes != nil }
    }

    /// `storeUI.products.count`.
    public var storeUIProductCount: Int {
        let received = products.storeProducts
        return products.displayed.count { id in received.contains { $0.id == id } }
    }
}
