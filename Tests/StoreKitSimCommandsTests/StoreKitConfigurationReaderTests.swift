import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The .storekit reader over good and malformed files (facts 8.2).
@Suite struct StoreKitConfigurationReaderTests {
    func read(_ json: String) throws(CatalogFileError) -> StoreKitConfigurationFile {
        try StoreKitConfigurationReader(file: "Test.storekit").read(Data(json.utf8))
    }

    func error(_ json: String) -> CatalogFileError? {
        do { _ = try read(json); return nil } catch { return error }
    }

    static let product = """
    {"displayPrice": "0.99", "familyShareable": false, "internalID": "1", "productID": "coins", "referenceName": "Coins",
     "type": "Consumable", "localizations": [{"description": "A pack", "displayName": "Coins", "locale": "en_US"}]}
    """

    @Test func readsTheSharedExample() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scenarios/catalogs/Example.storekit"))
        let file = try StoreKitConfigurationReader(file: "Example.storekit").read(data)
        #expect(file.products.map(\.id) == ["com.example.sim.coins100", "com.example.sim.removeads", "com.example.sim.premium.monthly"])
        #expect(file.products.map(\.type) == [.consumable, .nonConsumable, .autoRenewable])
        #expect(file.products[2].subscriptionGroup == "sim.premium")
        #expect(file.products[2].subscriptionPeriod == "P1M")
        #expect(file.products[0].title == "100 Coins")
        #expect(file.products[0].localizedDescription == "A pack of 100 coins")
        #expect(file.settings.storefront?.countryCode == "USA")
        #expect(file.settings.locale == "en_US")
        #expect(file.settings.askToBuyEnabled == false)
        #expect(file.notes.isEmpty)
    }

    @Test func nonRenewingAndLocaleChoice() throws {
        let file = try read("""
        {"nonRenewingSubscriptions": [{"displayPrice": "9.99", "productID": "season", "referenceName": "Season", "type": "NonRenewingSubscription",
          "localizations": [{"description": "Saison", "displayName": "Passe", "locale": "fr_FR"}, {"description": "Season", "displayName": "Pass", "locale": "en_US"}]}],
         "settings": {"_locale": "fr_FR", "_storefront": "FRA", "_askToBuyEnabled": true, "_failTransactionsEnabled": true, "_disableDialogs": true}}
        """)
        #expect(file.products.first?.type == .nonRenewing)
        #expect(file.products.first?.title == "Passe")
        #expect(file.settings.storefront?.countryCode == "FRA")
        #expect(file.settings.askToBuyEnabled == true && file.settings.failTransactionsEnabled == true && file.settings.disableDialogs == true)
        #expect(file.products.first?.inAppProduct(currency: "EUR").priceCurrency == "EUR")
    }

    @Test func unknownKeysAreNotes() throws {
        let file = try read("""
        {"products": [\(Self.product.dropLast()), "flavour": "mint"}], "extra": 1, "settings": {"_newThing": true, "_storeKitErrors": [{"enabled": true, "name": "Purchase"}]}}
        """)
        #expect(file.products.count == 1)
        #expect(file.notes == ["Test.storekit: extra: unknown key, skipped",
                               "Test.storekit: settings._newThing: unknown key, skipped",
                               "Test.storekit: settings._storeKitErrors: not simulated, ignored",
                               "Test.storekit: products[0].flavour: unknown key, skipped"])
    }

    @Test func subscriptionSettingsAndLevelsAreRead() throws {
        let file = try read("""
        {"subscriptionGroups": [{"name": "pro", "subscriptions": [{"productID": "m", "type": "RecurringSubscription", "displayPrice": "2.99",
          "referenceName": "M", "recurringSubscriptionPeriod": "P1W", "groupNumber": 2}]}],
         "settings": {"_timeRate": 7, "_billingGracePeriodEnabled": true, "_renewalBillingIssuesEnabled": true}}
        """)
        #expect(file.products.first?.groupLevel == 2 && file.products.first?.subscriptionPeriod == "P1W")
        #expect(file.settings.renewalRate == .oneRenewalEveryTwoSeconds)
        #expect(file.settings.billingGracePeriod == true && file.settings.billingIssue == true)
        #expect(file.notes.isEmpty)
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 18}}"#) }
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 1.5}}"#) }
    }

    @Test func brokenJSONGivesLineAndColumn() {
        let error = error("{\n  \"products\": [\n    1,,\n  ]\n}")
        #expect(error?.line == 3)
        #expect(error?.column == 7)
        #expect(error?.description.hasPrefix("Test.storekit:3:7: not valid JSON") == true)
        #expect(self.error("{\"products\": [")?.line == 1)
    }

    @Test func wrongTypesNameTheKeyPath() {
        #expect(error("[]")?.message == "expected an object, found an array")
        #expect(error("{\"products\": {}}")?.keyPath == "products")
        let price = error("{\"products\": [\(Self.product.replacingOccurrences(of: "\"0.99\"", with: "0.99"))]}")
        #expect(price?.keyPath == "products[0].displayPrice")
        #expect(price?.message == "expected a string, found a number")
        #expect(error("{\"settings\": {\"_askToBuyEnabled\": 1}}")?.keyPath == "settings._askToBuyEnabled")
        #expect(error("{\"settings\": {\"_storefront\": \"XXX\"}}")?.keyPath == "settings._storefront")
    }

    @Test func missingProductIDAndBadValues() {
        #expect(error("{\"products\": [{\"displayPrice\": \"1\", \"type\": \"Consumable\"}]}")?.keyPath == "products[0].productID")
        #expect(error("{\"products\": [\(Self.product.replacingOccurrences(of: "Consumable", with: "Gem"))]}")?.keyPath == "products[0].type")
        #expect(error("{\"products\": [\(Self.product.replacingOccurrences(of: "\"0.99\"", with: "\"$0.99\""))]}")?.keyPath == "products[0].displayPrice")
    }

    @Test func duplicateIdsAcrossSections() {
        let sub = """
        {"displayPrice": "1.99", "productID": "coins", "recurringSubscriptionPeriod": "P1M", "referenceName": "S", "type": "RecurringSubscription"}
        """
        let error = error("{\"products\": [\(Self.product)], \"subscriptionGroups\": [{\"name\": \"g\", \"subscriptions\": [\(sub)]}]}")
        #expect(error?.keyPath == "subscriptionGroups[0].subscriptions[0].productID")
        #expect(error?.message == "duplicate product id coins (also at products[0].productID)")
    }

    @Test func subscriptionsNeedAPeriod() {
        let sub = "{\"displayPrice\": \"1.99\", \"productID\": \"s\", \"type\": \"RecurringSubscription\"}"
        #expect(error("{\"subscriptionGroups\": [{\"name\": \"g\", \"subscriptions\": [\(sub)]}]}")?.keyPath
                == "subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod")
    }
}
