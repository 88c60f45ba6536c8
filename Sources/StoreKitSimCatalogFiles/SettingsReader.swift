import StoreKitSim

/// Reads the `settings` object of a .storekit file (Apple's "Setting up StoreKit Testing in Xcode").
///
/// `_storefront`, `_locale`, `_askToBuyEnabled`, `_failTransactionsEnabled` and `_disableDialogs`
/// are applied to the world, and so are `_timeRate`, the billing settings and `_storeKitErrors`
/// (StoreKitErrorsReader). Other settings Xcode writes are read and not simulated: the load names
/// them, with a further note when one is switched on (format 2's single simulated error, App Store
/// Connect sync on load).
///
/// Real files from format 4 on carry both `_billingIssuesEnabled` and `_renewalBillingIssuesEnabled`;
/// format 1 and 2 files (Xcode 12 and 13) only the first. Apple's pages name neither key, so which
/// SKTestSession setting each stands for is UNCONFIRMED; the reader takes `_renewalBillingIssuesEnabled`
/// for shouldEnterBillingRetryOnRenewal ("all renewals … fail due to a simulated billing issue",
/// iOS 15.4, its Objective-C name billingRetryOnRenewalEnabled) and `_billingIssuesEnabled` for
/// interruptedPurchasesEnabled ("causes all purchases to fail", iOS 14.0): format 1 files were written
/// before renewal billing retry existed, and carry no other key for Xcode's interrupted purchases.
enum SettingsReader {
    static let applied: Set<String> = ["_storefront", "_locale", "_askToBuyEnabled", "_failTransactionsEnabled", "_disableDialogs",
                                       "_timeRate", "_billingGracePeriodEnabled", "_billingIssuesEnabled", "_renewalBillingIssuesEnabled",
                                       "_storeKitErrors"]
    /// `_storeKitError` is format 2's single simulated error (an index into a list Apple does not
    /// publish); `_shouldSetupSyncOnLoad` asks Xcode to sync with App Store Connect.
    static let notSimulated: Set<String> = ["_storeKitError", "_compatibilityTimeRate", "_applicationInternalID",
                                            "_developerTeamID", "_lastSynchronizedDate", "_lastAutoRenewableSubscriptionGroupID",
                                            "_shouldSetupSyncOnLoad"]

    static func read(_ cursor: JSONCursor?, ledger: inout KeyLedger) throws(CatalogFileError) -> StoreKitConfigurationFile.Settings {
        var settings = StoreKitConfigurationFile.Settings()
        guard let cursor else { return settings }
        try ledger.check(cursor, modelled: applied, notSimulated: notSimulated)
        if let code = try cursor.member("_storefront") {
            let text = try code.string()
            guard let storefront = Storefront.resolve(text) else {
                throw code.error("unknown storefront '\(text)'; write an alpha-3 code such as USA, FRA or JPN")
            }
            settings.storefront = storefront
        }
        settings.locale = try cursor.member("_locale")?.string()
        settings.askToBuyEnabled = try cursor.member("_askToBuyEnabled")?.bool()
        settings.failTransactionsEnabled = try cursor.member("_failTransactionsEnabled")?.bool()
        settings.disableDialogs = try cursor.member("_disableDialogs")?.bool()
        if let rate = try cursor.member("_timeRate") {
            guard case .number(let raw) = rate.value, raw == raw.rounded(),
                let found = RenewalRate(sdkRawValue: Int(exactly: raw) ?? -1) else {
                let values = RenewalRate.allCases.map(\.sdkRawValue).sorted().map(String.init).joined(separator: ", ")
                throw rate.error("'_timeRate' must be a raw value of SKTestSession.TimeRate: \(values)")
            }
            settings.renewalRate = found
            if found.isDeprecated {
                // Xcode still runs a deprecated rate as itself; the note names what replaces it.
                let instead = found.replacement.map { "SKTestSession.h names \($0.rawValue) (\($0.sdkRawValue)) instead" }
                    ?? "SKTestSession.h says to use real time or a time rate in terms of monthly renewals"
                ledger.notes.append("\(rate.file): \(rate.path): \(found.sdkRawValue) is \(found.rawValue), deprecated in iOS 15.2; \(instead)")
            }
        }
        settings.billingGracePeriod = try cursor.member("_billingGracePeriodEnabled")?.bool()
        settings.billingIssue = try cursor.member("_renewalBillingIssuesEnabled")?.bool()
        settings.interruptedPurchases = try cursor.member("_billingIssuesEnabled")?.bool()
        if let errors = try cursor.member("_storeKitErrors") {
            settings.storeKitErrors = try StoreKitErrorsReader.read(errors, ledger: &ledger)
        }
        for key in notSimulated.sorted() {
            guard let member = try cursor.member(key) else { continue }
            var on = member.value == .bool(true)
            if key == "_storeKitError", case .number(let index) = member.value { on = index != 0 }
            if on { ledger.notes.append("\(member.file): \(member.path): not simulated, ignored") }
        }
        return settings
    }
}
