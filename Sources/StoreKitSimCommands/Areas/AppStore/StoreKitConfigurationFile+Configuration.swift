import StoreKitSim
import StoreKitSimCatalogFiles

extension StoreKitConfigurationFile {
    /// The file as the world applies it (`World.apply(_:)`): its settings, its products priced in
    /// the currency of the storefront it sets, and the localizations of its subscription groups.
    var configuration: StoreConfiguration {
        var groupLocalizations: [String: [ProductLocalization]] = [:]
        for group in groups where !group.localizations.isEmpty { groupLocalizations[group.name] = group.localizations }
        return StoreConfiguration(settings: settings, products: products,
                                  groupLocalizations: groupLocalizations)
    }
}
