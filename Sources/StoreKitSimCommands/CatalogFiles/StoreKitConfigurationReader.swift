import Foundation
import StoreKitSim

/// Reads an Xcode StoreKit configuration file (.storekit JSON; Apple's "Setting up StoreKit Testing in Xcode") into
/// products and settings.
///
/// products, nonRenewingSubscriptions and subscriptionGroups[].subscriptions become in-app
/// products; the localization for `_locale` (else the first) gives title and description.
/// Keys the simulator knows but does not simulate (offers, internalID…) are skipped quietly;
/// unknown keys are skipped with a note. Wrong types, missing ids and duplicates are errors.
public struct StoreKitConfigurationReader {
    static let topKeys: Set<String> = ["appPolicies", "identifier", "nonRenewingSubscriptions", "products", "settings",
                                       "subscriptionGroups", "subscriptionOffersKeyPair", "version"]
    static let productKeys: Set<String> = ["displayPrice", "familyShareable", "internalID", "localizations", "productID", "referenceName", "type"]
    static let subscriptionKeys = productKeys.union(["adHocOffers", "codeOffers", "groupNumber", "introductoryOffer", "promotionalOffers",
                                                     "recurringSubscriptionPeriod", "subscriptionGroupID", "winbackOffers"])
    static let groupKeys: Set<String> = ["id", "localizations", "name", "subscriptions"]
    static let localizationKeys: Set<String> = ["description", "displayName", "locale"]
    static let productTypes: [String: InAppProductType] = ["Consumable": .consumable, "NonConsumable": .nonConsumable,
                                                           "NonRenewingSubscription": .nonRenewing]

    public let file: String

    public init(file: String) { self.file = file }

    public func read(_ data: Data) throws(CatalogFileError) -> StoreKitConfigurationFile {
        let root = JSONCursor(value: try JSONValue.parse(data, file: file), path: "", file: file)
        _ = try root.object()
        var notes = try root.unknownKeys(known: Self.topKeys)
        let settings = try SettingsReader.read(root.member("settings"), notes: &notes)
        let locale = settings.locale ?? "en_US"
        var products: [StoreKitConfigurationFile.Product] = []
        var seen: [String: String] = [:]
        func add(_ cursor: JSONCursor, known: Set<String>, types: [String: InAppProductType], group: String?) throws(CatalogFileError) {
            notes += try cursor.unknownKeys(known: known)
            let id = try cursor.requiredString("productID")
            if let first = seen[id] { throw try cursor.required("productID").error("duplicate product id \(id) (also at \(first))") }
            seen[id] = try cursor.required("productID").path
            let typeCursor = try cursor.required("type")
            let typeName = try typeCursor.string()
            guard let type = types[typeName] else {
                throw typeCursor.error("'\(typeName)' is not a product type here; expected \(types.keys.sorted().joined(separator: ", "))")
            }
            let referenceName = try cursor.member("referenceName")?.string() ?? id
            let priceCursor = try cursor.required("displayPrice")
            let price = try priceCursor.string()
            if let problem = PriceText.problem(price, currency: settings.storefront?.currency) { throw priceCursor.error(problem) }
            let (title, description) = try localization(cursor.member("localizations"), locale: locale, notes: &notes)
            var period: String?
            var level: Int?
            var offers: [SubscriptionOffer] = []
            if type == .autoRenewable {
                offers = try OfferReader.read(cursor, currency: settings.storefront?.currency, notes: &notes)
                if let number = try cursor.member("groupNumber") {
                    guard case .number(let value) = number.value, value >= 1, value <= 10_000, value == value.rounded() else {
                        throw number.error("'groupNumber' must be a whole number from 1 (the highest level) to 10000")
                    }
                    level = Int(value)
                }
                let periodCursor = try cursor.required("recurringSubscriptionPeriod")
                period = try periodCursor.string()
                // At most three digits: Apple's periods are a week to a year; a longer count only overflows date arithmetic.
                guard period!.wholeMatch(of: /P[1-9][0-9]{0,2}[DWMY]/) != nil else {
                    throw periodCursor.error("'\(period!)' is not an ISO 8601 period such as P1W, P1M or P1Y")
                }
            }
            products.append(.init(id: id, type: type, referenceName: referenceName, title: title ?? referenceName,
                                  localizedDescription: description ?? "", displayPrice: price,
                                  subscriptionGroup: group, subscriptionPeriod: period, groupLevel: level, offers: offers))
        }
        for product in try root.member("products")?.array() ?? [] {
            try add(product, known: Self.productKeys, types: Self.productTypes, group: nil)
        }
        for product in try root.member("nonRenewingSubscriptions")?.array() ?? [] {
            try add(product, known: Self.productKeys, types: ["NonRenewingSubscription": .nonRenewing], group: nil)
        }
        for group in try root.member("subscriptionGroups")?.array() ?? [] {
            notes += try group.unknownKeys(known: Self.groupKeys)
            var name = try group.member("name")?.string()
            if name == nil { name = try group.member("id")?.string() }
            guard let name else { throw CatalogFileError(file: file, keyPath: "\(group.path).name", message: "missing (required: the group's name or id)") }
            for subscription in try group.member("subscriptions")?.array() ?? [] {
                try add(subscription, known: Self.subscriptionKeys, types: ["RecurringSubscription": .autoRenewable], group: name)
            }
        }
        return StoreKitConfigurationFile(products: products, settings: settings, notes: notes)
    }

    /// displayName and description for `locale`, else from the first localization.
    private func localization(_ list: JSONCursor?, locale: String, notes: inout [String]) throws(CatalogFileError) -> (String?, String?) {
        guard let entries = try list?.array(), !entries.isEmpty else { return (nil, nil) }
        var chosen: JSONCursor?
        for entry in entries {
            notes += try entry.unknownKeys(known: Self.localizationKeys)
            if chosen == nil, try entry.member("locale")?.string() == locale { chosen = entry }
        }
        let localization = chosen ?? entries[0]
        let title = try localization.member("displayName")?.string()
        let description = try localization.member("description")?.string()
        return (title?.isEmpty == true ? nil : title, description)
    }
}
