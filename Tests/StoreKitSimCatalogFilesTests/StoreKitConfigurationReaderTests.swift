import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCatalogFiles

/// The .storekit reader over good and malformed files (facts 8.2).
@Suite struct StoreKitConfigurationReaderTests {
    func read(_ json: String) throws(CatalogFileError) -> StoreKitConfigurationFile {
        try StoreKitConfigurationReader(file: "Test.storekit").read(Array(json.utf8))
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
        let file = try StoreKitConfigurationReader(file: "Example.storekit").read([UInt8](data))
        #expect(file.products.map(\.id) == ["com.example.sim.coins100", "com.example.sim.removeads", "com.example.sim.premium.monthly"])
        #expect(file.products.map(\.type) == [.consumable, .nonConsumable, .autoRenewable])
        #expect(file.products[2].subscriptionGroup == "sim.premium")
        #expect(file.products[2].subscriptionPeriod == "P1M")
        #expect(file.products[0].title == "100 Coins")
        #expect(file.products[0].localizedDescription == "A pack of 100 coins")
        #expect(file.products.map(\.price) == ["0.99", "4.99", "2.99"] && file.products.allSatisfy { $0.priceCurrency == "USD" })
        #expect(file.settings.storefront?.countryCode == "USA")
        #expect(file.settings.locale == "en_US")
        #expect(file.settings.askToBuyEnabled == false)
        #expect(file.notes.isEmpty)
    }

    @Test func nonRenewingAndLocaleChoice() throws {
        let file = try read("""
        {"nonRenewingSubscriptions": [{"displayPrice": "9.99", "productID": "season", "referenceName": "Season", "type": "NonRenewingSubscription",
          "localizations": [{"description": "Season", "displayName": "Pass", "locale": "en_US"}, {"description": "Saison", "displayName": "Passe", \
          "locale": "fr_FR"}]}],
         "settings": {"_locale": "fr_FR", "_storefront": "FRA", "_askToBuyEnabled": true, "_failTransactionsEnabled": true, "_disableDialogs": true}}
        """)
        #expect(file.products.first?.type == .nonRenewing)
        // Every localization is kept; the first is the default, the store's locale picks the one shown.
        #expect(file.products.first?.title == "Pass")
        #expect(file.products.first?.localizations.map(\.locale) == ["en_US", "fr_FR"])
        #expect(file.products.first?.localized(for: "fr_FR").title == "Passe")
        #expect(file.settings.locale == "fr_FR")
        #expect(file.settings.storefront?.countryCode == "FRA")
        #expect(file.settings.askToBuyEnabled == true && file.settings.failTransactionsEnabled == true && file.settings.disableDialogs == true)
        // Priced in the currency of the storefront the file sets, as the world applies it.
        #expect(file.products.first?.priceCurrency == "EUR")
    }

    @Test func unknownKeysAreNotes() throws {
        let file = try read("""
        {"products": [\(Self.product.dropLast()), "flavour": "mint"}], "extra": 1, "settings": {"_newThing": true, "_storeKitErrors": [{"enabled": \
        true, "name": "Purchase"}]}}
        """)
        #expect(file.products.count == 1)
        #expect(file.notes == ["Test.storekit: extra: unknown key, skipped",
                               "Test.storekit: settings._newThing: unknown key, skipped",
                               // Simulated now (StoreKitErrorsReader); enabled with no error chosen, it is noted.
                               "Test.storekit: settings._storeKitErrors[0]: purchase is enabled with no error chosen; nothing is simulated",
                               "Test.storekit: products[0].flavour: unknown key, skipped"])
    }

    @Test func subscriptionSettingsAndLevelsAreRead() throws {
        let file = try read("""
        {"subscriptionGroups": [{"name": "pro", "subscriptions": [{"productID": "m", "type": "RecurringSubscription", "displayPrice": "2.99",
          "referenceName": "M", "recurringSubscriptionPeriod": "P1W", "groupNumber": 2}]}],
         "settings": {"_timeRate": 1005, "_billingGracePeriodEnabled": true, "_renewalBillingIssuesEnabled": true}}
        """)
        #expect(file.products.first?.groupLevel == 2 && file.products.first?.subscriptionPeriod == "P1W")
        #expect(file.settings.renewalRate == .oneRenewalEveryTwoSeconds)
        #expect(file.settings.billingGracePeriod == true && file.settings.billingIssue == true)
        #expect(file.notes.isEmpty)
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 18}}"#) }
        // Raw values of SKTestTimeRate, not indexes: 7 and 14 name no rate; 15 is monthlyRenewalEveryThirtySeconds.
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 7}}"#) }
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 14}}"#) }
        #expect(try read(#"{"settings": {"_timeRate": 15}}"#).settings.renewalRate == .monthlyRenewalEveryThirtySeconds)
        // Apple's six auto-renewable durations only.
        #expect(throws: CatalogFileError.self) {
            try read(#"""
                {"subscriptionGroups": [{"name": "g", "subscriptions": [{"productID": "w2", "type": "RecurringSubscription",
                  "displayPrice": "1", "referenceName": "W", "recurringSubscriptionPeriod": "P2W"}]}]}
                """#)
        }
        #expect(throws: CatalogFileError.self) { try read(#"{"settings": {"_timeRate": 1.5}}"#) }
    }

    /// SKTestSession.h deprecates the day rates in iOS 15.2: a file's deprecated rate still runs as
    /// itself, with a note naming the replacement the header gives, or its advice when it gives none.
    @Test func aDeprecatedTimeRateRunsAndNamesItsReplacement() throws {
        let second = try read(#"{"settings": {"_timeRate": 6}}"#)
        #expect(second.settings.renewalRate == .oneSecondIsOneDay)
        #expect(second.notes == ["""
            Test.storekit: settings._timeRate: 6 is oneSecondIsOneDay, deprecated in iOS 15.2; SKTestSession.h names \
            monthlyRenewalEveryThirtySeconds (15) instead
            """])
        let hour = try read(#"{"settings": {"_timeRate": 1}}"#)
        #expect(hour.settings.renewalRate == .oneHourIsOneDay)
        #expect(hour.notes == ["""
            Test.storekit: settings._timeRate: 1 is oneHourIsOneDay, deprecated in iOS 15.2; SKTestSession.h says to use real time \
            or a time rate in terms of monthly renewals
            """])
        #expect(try read(#"{"settings": {"_timeRate": 13}}"#).notes.isEmpty)
    }

    /// Keys Xcode writes in formats 2 to 6.3 are modelled or named as read and not simulated, never unknown.
    @Test func xcodeKeysAreModelledOrNamedNeverUnknown() throws {
        let file = try read("""
        {"appPolicies": {"eula": "", "policies": [{"locale": "en_US", "policyText": "", "policyURL": ""}]}, "identifier": "ABCD1234",
         "subscriptionBundleGroups": [], "subscriptionSuiteGroups": [], "subscriptionOffersKeyPair": {"id": "k", "privateKey": "p"},
         "products": [{"displayPrice": "4.99", "familyShareable": true, "internalID": "9", "productID": "ads", "referenceName": "Ads", "type": \
         "NonConsumable",
           "localizations": [{"description": "No ads", "displayName": "Remove Ads", "locale": "en_US"}, {"description": "Sans pub", "displayName": \
           "Sans publicité", "locale": "fr"}]}],
         "subscriptionGroups": [{"id": "G1", "name": "pro", "localizations": [{"description": "", "displayName": "Pro", "locale": "en_US"}],
           "subscriptions": [{"productID": "m", "type": "RecurringSubscription", "displayPrice": "11.88", "referenceName": "M", "familyShareable": \
           false,
             "internalID": "2", "subscriptionGroupID": "G1", "recurringSubscriptionPeriod": "P1Y", "groupNumber": 1, "introductoryOffer": null,
             "introductoryOffers": [{"billingPlanType": "BILLED_UPFRONT", "internalID": "3", "numberOfPeriods": 1, "paymentMode": "free", \
             "subscriptionPeriod": "P2W"}],
             "billingPlans": [{"billingPlanType": "BILLED_UPFRONT", "commitmentDisplayPrice": "11.88", "displayPrice": "11.88", "internalID": "4", \
             "isEnabled": true},
                              {"billingPlanType": "MONTHLY", "commitmentDisplayPrice": "12.00", "displayPrice": "1.00", "internalID": "5", \
                              "isEnabled": true}],
             "codeOffers": [{"displayPrice": "0.99", "eligibility": ["new"], "internalID": "6", "isStackable": true, "numberOfPeriods": 1,
                             "paymentMode": "payUpFront", "referenceName": "code", "subscriptionPeriod": "P1M"}],
             "adHocOffers": [], "winbackOffers": [], "localizations": []}]}],
         "settings": {"_storeKitError": 0, "_shouldSetupSyncOnLoad": false, "_compatibilityTimeRate": {"3": 6}, "_developerTeamID": "T"},
         "version": {"major": 6, "minor": 3}}
        """)
        #expect(!file.notes.contains { $0.contains("unknown key") })
        // eligibility is modelled: an offer code's new, existing and expired customers.
        #expect(file.products.first { $0.id == "m" }?.offers.first { $0.type == .code }?.eligibility == [.new])
        #expect(file.notSimulated == ["_compatibilityTimeRate", "_developerTeamID", "_shouldSetupSyncOnLoad", "_storeKitError", "appPolicies",
                                      "billingPlanType", "identifier", "internalID", "isStackable", "subscriptionBundleGroups",
                                      "subscriptionGroupID", "subscriptionOffersKeyPair", "subscriptionSuiteGroups"])
        // The MONTHLY plan is read, sold with 'buy ID --billing-plan monthly' ("Supporting monthly
        // subscriptions with a 12-month commitment"): no note, its prices on the product.
        #expect(file.notes.isEmpty)
        #expect(file.products.first { $0.id == "m" }?.monthlyPlan == MonthlyBillingPlan(price: "1.00", commitmentPrice: "12.00"))
        #expect(file.products[0].familyShareable && !file.products[1].familyShareable)
        // No _storefront: USA's dollars, as Xcode's StoreKit Testing assumes.
        #expect(file.products.map(\.priceCurrency) == ["USD", "USD"])
        #expect(file.products[0].localizations.map(\.locale) == ["en_US", "fr"])
        #expect(file.groups == [.init(name: "pro", localizations: [ProductLocalization(locale: "en_US", title: "Pro", description: "")])])
        // Format 5's introductoryOffers gives the introductory offer when introductoryOffer is null.
        #expect(file.products[1].offers.map(\.type) == [.introductory, .code])
        #expect(file.products[1].offers.first?.paymentMode == .freeTrial
            && file.products[1].offers.first?.period == SubscriptionPeriod(iso8601: "P2W"))
    }

    @Test func switchedOnSettingsAndNewerFormatsAreNoted() throws {
        let file = try read(#"{"settings": {"_storeKitError": 3, "_shouldSetupSyncOnLoad": true}, "version": {"major": 7, "minor": 0}}"#)
        #expect(file.notes == ["""
            Test.storekit: version.major: format 7 is newer than the formats this reader knows (1 to 6); its new keys are noted as unknown
            """,
                               "Test.storekit: settings._shouldSetupSyncOnLoad: not simulated, ignored",
                               "Test.storekit: settings._storeKitError: not simulated, ignored"])
    }

    @Test func brokenJSONGivesLineAndColumn() {
        let error = error("{\n  \"products\": [\n    1,,\n  ]\n}")
        #expect(error?.line == 3)
        #expect(error?.column == 7)
        #expect(error?.description?.hasPrefix("Test.storekit:3:7: products[1]: not valid JSON: expected a value") == true)
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
        #expect(error("""
            {\"products\": [\(Self.product.replacingOccurrences(of: "\"0.99\"", with: "\"$0.99\""))]}
            """)?.keyPath == "products[0].displayPrice")
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
