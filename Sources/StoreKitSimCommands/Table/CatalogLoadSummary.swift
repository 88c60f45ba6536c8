import StoreKitSim
import StoreKitSimCatalogFiles

/// What `catalog load` of a .storekit file says: one stable line a demo and a recorded scenario
/// can carry (what was loaded), and the rest `catalog notes` lists on request: what the load did
/// (the settings applied, the products it removed, what the app fetched) and the file's details.
/// A recorded load used to carry five lines of these, which broke the recording on any change of
/// wording or of the keys read (issue 45).
struct CatalogLoadSummary {
    var file: StoreKitConfigurationFile
    var name: String

    /// The one line: `loaded NAME: 3 products (…), 1 subscription group, 2 offers (…)`.
    var line: String { "loaded \(name): \(contents) ('catalog notes' has the details)" }

    /// What the load did to the world, for `catalog notes`. `applied` names the settings applied
    /// with their values; `removed` are the ids the load took out of the catalog; `fetched` how
    /// many products the app then held.
    func loadLines(applied: [String], removed: [ProductID], fetched: Int) -> [String] {
        var lines: [String] = []
        if !applied.isEmpty { lines.append("settings applied: \(applied.joined(separator: ", "))") }
        if !removed.isEmpty {
            let builtIn = Set(InAppCatalog.builtIn.ids)
            let what = removed.allSatisfy(builtIn.contains)
                ? "the \(removed.count) built-in product\(removed.count == 1 ? "" : "s")"
                : "\(count(removed.count, "product")) not in the file"
            lines.append("removed \(what): \(listed(removed.map(\.rawValue))): the file is the whole catalog, as in Xcode")
        }
        lines.append("the app has fetched \(count(fetched, "product")), as at launch: 'buy ID' buys one")
        return lines
    }

    /// `3 products (1 consumable, 2 auto-renewable), 1 subscription group, 2 offers`.
    var contents: String {
        var byType: [String] = []
        for type in InAppProductType.allCases {
            let n = file.products.filter { $0.type == type }.count
            if n > 0 { byType.append("\(n) \(type.rawValue)") }
        }
        var groups: [String] = []
        for product in file.products {
            if let group = product.subscriptionGroup, !groups.contains(group) { groups.append(group) }
        }
        let offers = file.products.reduce(0) { $0 + $1.offers.count }
        let products = count(file.products.count, "product") + (byType.isEmpty ? "" : " (\(byType.joined(separator: ", ")))")
        return "\(products), \(count(groups.count, "subscription group")), \(count(offers, "offer"))"
    }

    /// Every detail of the file: its notes, the keys read and not simulated, the group
    /// localizations, and each product with its localizations and offers, priced in the
    /// storefront and titled in the locale the file sets (USA and en_US without them).
    var details: [String] {
        var lines = file.notes.map { "note: \($0)" }
        if !file.notSimulated.isEmpty { lines.append("read, not simulated: \(file.notSimulated.joined(separator: ", "))") }
        for group in file.groups where !group.localizations.isEmpty {
            lines.append("group \(ProductPageText.quoted(group.name)) localizations \(group.localizations.map(\.locale).joined(separator: " "))")
        }
        let locale = file.settings.effectiveLocale
        for product in file.products {
            let title = ProductPageText.quoted(product.localized(for: locale).title)
            var line = "product \(product.id) \(product.type.rawValue) \(product.price) \(product.priceCurrency) \(title)"
            if let group = product.subscriptionGroup { line += " group \(ProductPageText.quoted(group))" }
            if let period = product.subscriptionPeriod { line += " period \(period)" }
            if product.familyShareable { line += " family-shareable" }
            lines.append(line)
            if product.localizations.count > 1 {
                lines.append("localizations \(product.id) \(product.localizations.map(\.locale).joined(separator: " "))")
            }
            for offer in product.offers { lines.append("offer \(product.id) " + OfferText.line(offer)) }
        }
        return lines
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Up to six ids, then how many more.
    private func listed(_ ids: [String]) -> String {
        ids.count <= 6 ? ids.joined(separator: ", ") : ids.prefix(5).joined(separator: ", ") + " and \(ids.count - 5) more"
    }
}
