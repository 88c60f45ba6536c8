/// A StoreKit configuration as the world applies it: the in-app products and the test settings of
/// an Xcode configuration file ("Setting up StoreKit Testing in Xcode"), already read and checked.
///
/// The world does not read files; the command layer reads one and hands this over, so the rules
/// of applying it (`World.apply(_:)`) live with the other rules and `reset` uses the same ones.
public struct StoreConfiguration: Sendable, Equatable {
    /// The test settings a configuration file may set; nil when the file does not set it.
    public struct Settings: Sendable, Equatable {
        public var storefront: Storefront?
        public var locale: String?
        public var askToBuyEnabled: Bool?
        public var failTransactionsEnabled: Bool?
        public var disableDialogs: Bool?
        /// `_timeRate`, by the SDK's raw value of SKTestTimeRate.
        public var renewalRate: RenewalRate?
        /// `_billingGracePeriodEnabled`.
        public var billingGracePeriod: Bool?
        /// `_renewalBillingIssuesEnabled`: SKTestSession.shouldEnterBillingRetryOnRenewal.
        public var billingIssue: Bool?
        /// `_billingIssuesEnabled`: SKTestSession.interruptedPurchasesEnabled (UNCONFIRMED mapping:
        /// Apple's pages do not name the file's keys; see SettingsReader).
        public var interruptedPurchases: Bool?
        /// `_storeKitErrors`: each FailableStoreKitAPI's simulated error
        /// (SKTestSession.setSimulatedError(_:forAPI:)); an API left out has none. nil when the file
        /// has no `_storeKitErrors`, which leaves the world's simulated errors as they are.
        public var storeKitErrors: [StoreKitAPI: SimulatedError]?

        public init(storefront: Storefront? = nil, locale: String? = nil, askToBuyEnabled: Bool? = nil,
                    failTransactionsEnabled: Bool? = nil, disableDialogs: Bool? = nil, renewalRate: RenewalRate? = nil,
                    billingGracePeriod: Bool? = nil, billingIssue: Bool? = nil, interruptedPurchases: Bool? = nil,
                    storeKitErrors: [StoreKitAPI: SimulatedError]? = nil) {
            self.storefront = storefront
            self.locale = locale
            self.askToBuyEnabled = askToBuyEnabled
            self.failTransactionsEnabled = failTransactionsEnabled
            self.disableDialogs = disableDialogs
            self.renewalRate = renewalRate
            self.billingGracePeriod = billingGracePeriod
            self.billingIssue = billingIssue
            self.interruptedPurchases = interruptedPurchases
            self.storeKitErrors = storeKitErrors
        }

        /// The storefront the configuration puts the world in: USA when it sets none, as Xcode's
        /// StoreKit Testing does. Its currency is the one the products' prices are in.
        public var effectiveStorefront: Storefront { storefront ?? .usa }
        /// The locale it puts the device in: en_US when it sets none (SKTestSession.locale's
        /// default, UNCONFIRMED).
        public var effectiveLocale: String { locale ?? "en_US" }
    }

    public var settings: Settings
    /// The whole in-app catalog, in the file's order, priced in `settings.effectiveStorefront`'s currency.
    public var products: [InAppProduct]
    /// Each subscription group's localizations, by group name (groups without any left out).
    public var groupLocalizations: [String: [ProductLocalization]]

    public init(settings: Settings, products: [InAppProduct], groupLocalizations: [String: [ProductLocalization]] = [:]) {
        self.settings = settings
        self.products = products
        self.groupLocalizations = groupLocalizations
    }
}
