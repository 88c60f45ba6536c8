import StoreKitSim

/// Reads an Xcode StoreKit configuration file (.storekit JSON, format versions 1 to 6; Apple's
/// "Setting up StoreKit Testing in Xcode") into products, subscription groups and settings.
///
/// products, nonRenewingSubscriptions and subscriptionGroups[].subscriptions become in-app
/// products with every localization (the first is the default) and familyShareable; groups keep
/// their localizations. Keys Xcode writes that the simulator reads but does not simulate
/// (internalID, appPolicies, subscriptionOffersKeyPair…) are named in `notSimulated`; unknown keys
/// are skipped with a note. Wrong types, missing ids and duplicates are errors.
public struct StoreKitConfigurationReader {
    static let topKeys: Set<String> = ["nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version"]
    /// Top-level keys read and not simulated: the EULA and policies, the file's id, the key that
    /// signs promotional offers, and 6.3's bundle and suite groups.
    static let topNotSimulated: Set<String> = ["appPolicies", "identifier", "subscriptionBundleGroups", "subscriptionOffersKeyPair",
                                               "subscriptionSuiteGroups"]
    static let productKeys: Set<String> = ["displayPrice", "familyShareable", "localizations", "productID", "referenceName", "type"]
    /// App Store Connect's own ids: read, nothing to simulate.
    static let productNotSimulated: Set<String> = ["internalID"]
    static let subscriptionKeys = productKeys.union(["adHocOffers", "billingPlans", "codeOffers", "groupNumber", "introductoryOffer",
                                                     "introductoryOffers", "promotionalOffers", "recurringSubscriptionPeriod", "winbackOffers"])
    static let subscriptionNotSimulated: Set<String> = ["internalID", "subscriptionGroupID"]
    static let groupKeys: Set<String> = ["id", "localizations", "name", "subscriptions"]
    static let localizationKeys: Set<String> = ["description", "displayName", "locale"]
    static let billingPlanKeys: Set<String> = ["billingPlanType", "commitmentDisplayPrice", "displayPrice", "internalID", "isEnabled"]
    static let versionKeys: Set<String> = ["major", "minor"]
    static let productTypes: [String: InAppProductType] = ["Consumable": .consumable, "NonConsumable": .nonConsumable,
                                                           "NonRenewingSubscription": .nonRenewing]
    /// The newest format version whose keys this reader knows (Xcode 26 writes 6.3).
    static let newestMajorVersion = 6

    public let file: String

    public init(file: String) { self.file = file }

    public func read(_ bytes: [UInt8]) throws(CatalogFileError) -> StoreKitConfigurationFile {
        let root = JSONCursor(value: try JSONValue.parse(bytes, file: file), path: "", file: file)
        _ = try root.object()
        var ledger = KeyLedger()
        try ledger.check(root, modelled: Self.topKeys, notSimulated: Self.topNotSimulated)
        if let version = try root.member("version") {
            try ledger.check(version, modelled: Self.versionKeys)
            if let major = try version.member("major"), case .number(let number) = major.value, number > Double(Self.newestMajorVersion) {
                ledger.notes.append("""
                    \(file): version.major: format \(Int(exactly: number).map(String.init) ?? "\(number)") is newer than the formats this reader \
                    knows (1 to \(Self.newestMajorVersion)); its new keys are noted as unknown
                    """)
            }
        }
        let settings = try SettingsReader.read(root.member("settings"), ledger: &ledger)
        var products: [InAppProduct] = []
        var groups: [StoreKitConfigurationFile.Group] = []
        var seen: [String: String] = [:]
        func add(_ cursor: JSONCursor, known: Set<String>, notSimulated: Set<String>, types: [String: InAppProductType],
                 group: String?, groupID: String? = nil) throws(CatalogFileError) {
            try ledger.check(cursor, modelled: known, notSimulated: notSimulated)
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
            if let problem = PriceText.problem(price) { throw priceCursor.error(problem) }
            let localizations = try self.localizations(cursor.member("localizations"), ledger: &ledger)
            let familyShareable = try cursor.member("familyShareable")?.bool() ?? false
            var period: String?
            var level: Int?
            var offers: [SubscriptionOffer] = []
            var monthlyPlan: MonthlyBillingPlan?
            if type == .autoRenewable {
                offers = try OfferReader.read(cursor, ledger: &ledger)
                monthlyPlan = try BillingPlanReader.read(cursor, displayPrice: price, currency: settings.storefront?.currency, ledger: &ledger)
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
                guard SubscriptionPeriod(iso8601: period!)?.isAutoRenewable == true else {
                    let list = SubscriptionPeriod.autoRenewable.map(\.iso8601).joined(separator: ", ")
                    throw periodCursor.error("'\(period!)' is not an auto-renewable subscription duration; App Store Connect offers \(list)")
                }
            }
            let first = localizations.first
            var product = InAppProduct(id: ProductID(id), type: type, referenceName: referenceName,
                                       title: first.flatMap { $0.title.isEmpty ? nil : $0.title } ?? referenceName,
                                       localizedDescription: first?.description ?? "", price: price,
                                       priceCurrency: settings.effectiveStorefront.currency, subscriptionGroup: group,
                                       subscriptionPeriod: period, groupLevel: level)
            product.offers = offers
            product.localizations = localizations
            product.familyShareable = familyShareable
            product.monthlyPlan = monthlyPlan
            product.subscriptionGroupID = groupID
            products.append(product)
        }
        for product in try root.member("products")?.array() ?? [] {
            try add(product, known: Self.productKeys, notSimulated: Self.productNotSimulated, types: Self.productTypes, group: nil)
        }
        for product in try root.member("nonRenewingSubscriptions")?.array() ?? [] {
            try add(product, known: Self.productKeys, notSimulated: Self.productNotSimulated,
                    types: ["NonRenewingSubscription": .nonRenewing], group: nil)
        }
        for group in try root.member("subscriptionGroups")?.array() ?? [] {
            try ledger.check(group, modelled: Self.groupKeys)
            // The group's `id` is what signed transactions carry as subscriptionGroupIdentifier
            // (Transaction.subscriptionGroupID); the name is how commands name the group.
            let groupID = try group.member("id")?.string()
            var name = try group.member("name")?.string()
            if name == nil { name = groupID }
            guard let name else { throw CatalogFileError(file: file, keyPath: "\(group.path).name",
                message: "missing (required: the group's name or id)") }
            groups.append(.init(name: name, localizations: try localizations(group.member("localizations"), ledger: &ledger)))
            for subscription in try group.member("subscriptions")?.array() ?? [] {
                try add(subscription, known: Self.subscriptionKeys, notSimulated: Self.subscriptionNotSimulated,
                        types: ["RecurringSubscription": .autoRenewable], group: name, groupID: groupID)
            }
        }
        return StoreKitConfigurationFile(products: products, settings: settings, notes: ledger.notes, groups: groups,
                                         notSimulated: ledger.notSimulated.sorted())
    }

    /// Every localization in the file's order: displayName (may be empty) and description per locale.
    private func localizations(_ list: JSONCursor?, ledger: inout KeyLedger) throws(CatalogFileError) -> [ProductLocalization] {
        var result: [ProductLocalization] = []
        for entry in try list?.array() ?? [] {
            try ledger.check(entry, modelled: Self.localizationKeys)
            let locale = try entry.member("locale")?.string() ?? ""
            result.append(ProductLocalization(locale: locale, title: try entry.member("displayName")?.string() ?? "",
                                              description: try entry.member("description")?.string() ?? ""))
        }
        return result
    }
}
