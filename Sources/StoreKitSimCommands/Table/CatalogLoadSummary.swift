import StoreKitSim
import StoreKitSimCatalogFiles

/// What `catalog load` of a .storekit file says: a few lines a demo and a recorded scenario can
/// carry (what was loaded, the settings applied, the products it removed, what the app fetched,
/// how much is read and not simulated), and the details `catalog notes` lists on request.
struct CatalogLoadSummary {
    var file: StoreKitConfigurationFile
    var name: String

    /// The short summary. `removed` are the ids the load took out of the catalog; `fetched` how
    /// many products the app now holds; `announceNotes` false leaves out the count of notes.
    func lines(applied: [String], removed: [ProductID], fetched: Int, announceNotes: Bool) -> [String] {
        var lines = ["loaded \(name): \(contents)"]
        if !applied.isEmpty { lines.append("settings applied: \(applied.joined(separator: ", "))") }
        if !removed.isEmpty {
            let builtIn = Set(InAppCatalog.builtIn.ids)
            let what = removed.allSatisfy(builtIn.contains)
                ? "the \(removed.count) built-in product\(removed.count == 1 ? "" : "s")"
                : "\(count(removed.count, "product")) not in the file"
            lines.append("removed \(what): \(listed(removed.map(\.rawValue))): the file is the whole catalog, as in Xcode")
        }
        lines.append("the app has fetched \(count(fetched, "product")), as at launch: 'buy ID' buys one")
        if announceNotes, !file.notes.isEmpty || !file.notSimulated.isEmpty {
            var parts: [String] = []
            if !file.notSimulated.isEmpty { parts.append("\(count(file.notSimulated.count, "key")) read but not simulated") }
            if !file.notes.isEmpty { parts.append(count(file.notes.count, "note")) }
            lines.append("\(parts.joined(separator: ", ")): 'catalog notes' lists them")
        }
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
