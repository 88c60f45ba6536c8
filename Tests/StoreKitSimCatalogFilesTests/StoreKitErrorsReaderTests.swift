import Testing
import StoreKitSim
@testable import StoreKitSimCatalogFiles

/// `_storeKitErrors` and the two billing-issue keys of a .storekit file (SKTestSession's
/// setSimulatedError(_:forAPI:), interruptedPurchasesEnabled, shouldEnterBillingRetryOnRenewal).
@Suite struct StoreKitErrorsReaderTests {
    func read(_ json: String) throws(CatalogFileError) -> StoreKitConfigurationFile {
        try StoreKitConfigurationReader(file: "Test.storekit").read(Array(json.utf8))
    }

    @Test func enabledErrorsAreSimulatedByCaseName() throws {
        let file = try read("""
        {"settings": {"_storeKitErrors": [
          {"current": "productUnavailable", "enabled": true, "name": "Purchase"},
          {"current": "invalidSignature", "enabled": true, "name": "Verification"},
          {"current": {"code": "networkError"}, "enabled": true, "name": "Load Products"},
          {"current": "notEntitled", "enabled": false, "name": "App Store Sync"},
          {"current": "duplicateRequest", "enabled": true, "name": "Refund Request Sheet"}]}}
        """)
        #expect(file.settings.storeKitErrors == [.purchase: .purchase(.productUnavailable), .verification: .verification(.invalidSignature),
                                                 .loadProducts: .storeKit(.networkError), .refundRequest: .refundRequest(.duplicateRequest)])
        #expect(file.notes.isEmpty)
        // All off: the file still says every API has none, so a load clears errors set before.
        #expect(try read(#"{"settings": {"_storeKitErrors": [{"current": null, "enabled": false, "name": "Purchase"}]}}"#)
            .settings.storeKitErrors == [:])
        #expect(try read(#"{"settings": {}}"#).settings.storeKitErrors == nil)
    }

    @Test func unknownShapesAndMissingErrorsAreNotedNotGuessed() throws {
        let file = try read("""
        {"settings": {"_storeKitErrors": [
          {"current": null, "enabled": true, "name": "Subscription Status"},
          {"current": 3, "emptyOnError": true, "enabled": true, "name": "App Transaction"}]}}
        """)
        #expect(file.settings.storeKitErrors == [:])
        #expect(file.notes.count == 2)
        #expect(file.notes[0].contains("settings._storeKitErrors[0]: subscriptionStatus is enabled with no error chosen"))
        #expect(file.notes[1].contains("settings._storeKitErrors[1].current: the shape of a chosen error is UNCONFIRMED"))
        #expect(file.notSimulated.contains("emptyOnError"))
    }

    @Test func anErrorTheAPICannotThrowOrAnUnknownAPIIsAnError() {
        do {
            _ = try read(#"{"settings": {"_storeKitErrors": [{"current": "invalidSignature", "enabled": true, "name": "Purchase"}]}}"#)
            Issue.record("a verification error for purchase was accepted")
        } catch {
            #expect(error.keyPath == "settings._storeKitErrors[0].current")
            #expect(error.message?.contains("purchase cannot fail with invalidSignature") == true)
        }
        do {
            _ = try read(#"{"settings": {"_storeKitErrors": [{"current": null, "enabled": false, "name": "Checkout"}]}}"#)
            Issue.record("an unknown API name was accepted")
        } catch {
            #expect(error.keyPath == "settings._storeKitErrors[0].name")
            #expect(error.message?.contains("unknown StoreKit API 'Checkout'") == true)
        }
    }

    /// Real files from format 4 on carry both keys; each is its own setting.
    @Test func theTwoBillingIssueKeysAreSeparateSettings() throws {
        let both = try read(#"{"settings": {"_billingIssuesEnabled": true, "_renewalBillingIssuesEnabled": false}}"#)
        #expect(both.settings.interruptedPurchases == true && both.settings.billingIssue == false)
        let older = try read(#"{"settings": {"_billingIssuesEnabled": false}}"#)
        #expect(older.settings.interruptedPurchases == false && older.settings.billingIssue == nil)
        let renewal = try read(#"{"settings": {"_renewalBillingIssuesEnabled": true}}"#)
        #expect(renewal.settings.interruptedPurchases == nil && renewal.settings.billingIssue == true)
    }
}
