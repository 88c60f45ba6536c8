/// Loading a StoreKit configuration file: in Xcode the file is the whole catalog the app sees
/// ("Setting up StoreKit Testing in Xcode"), so it replaces App Store Connect's products rather
/// than adding to them.
extension World {
    /// Applies a loaded configuration as Xcode's StoreKit Testing does when a session starts with
    /// it: the storefront it sets (USA without one, moving the account as a storefront change
    /// does), its locale (en_US without one), its other test settings, then its products as the
    /// whole catalog (`replaceCatalog`). Records the events the storefront change and a billing
    /// recovery cause; returns the settings applied and the products removed for the caller to tell.
    /// `reset` after a load applies the same configuration to the built-in world.
    public mutating func apply(_ configuration: StoreConfiguration) -> AppliedConfiguration {
        var applied = AppliedConfiguration()
        let settings = configuration.settings
        let storefront = settings.effectiveStorefront
        if storefront != self.storefront { changeStorefront(to: storefront) }
        if settings.storefront != nil { applied.settings.append(.storefront) }
        let locale = settings.effectiveLocale
        if locale != device.locale || settings.locale != nil {
            device.locale = locale
            applied.settings.append(.locale)
        }
        let others: [AppliedConfiguration.Setting?] = [
            setting(settings.askToBuyEnabled, as: .askToBuyEnabled) { $0.payments.askToBuyEnabled = $1 },
            setting(settings.failTransactionsEnabled, as: .failTransactionsEnabled) { $0.payments.failTransactionsEnabled = $1 },
            setting(settings.renewalRate, as: .renewalRate) { $0.subscriptions.renewalRate = $1 },
            // Switching grace on keeps a length chosen before (3 or 28 days), else 16 days.
            setting(settings.billingGracePeriod, as: .billingGracePeriod) {
                $0.subscriptions.gracePeriodDays = $1 ? ($0.subscriptions.gracePeriodDays ?? 16) : nil
            },
            setting(settings.billingIssue, as: .billingIssue) { $0.setBillingIssue($1) },
            setting(settings.interruptedPurchases, as: .interruptedPurchases) { $0.subscriptions.interruptedPurchases = $1 },
            setting(settings.disableDialogs, as: .disableDialogs) { $0.disableDialogs = $1 },
            // The file's errors replace every API's, as SKTestSession.resetToDefaultState() returns
            // to "the settings in the configuration file".
            setting(settings.storeKitErrors, as: .storeKitErrors) { world, errors in
                for api in StoreKitAPI.allCases { world.storeKit2.simulatedErrors[api] = errors[api] }
            },
        ]
        applied.settings += others.compactMap { $0 }
        applied.removed = replaceCatalog(with: configuration.products, groupLocalizations: configuration.groupLocalizations)
        return applied
    }

    /// Applies one setting a configuration sets (nil: it does not set it, nothing changes) and
    /// names it for `AppliedConfiguration`.
    private mutating func setting<Value>(_ value: Value?, as name: AppliedConfiguration.Setting,
                                         _ change: (inout World, Value) -> Void) -> AppliedConfiguration.Setting? {
        guard let value else { return nil }
        change(&self, value)
        return name
    }

    /// Makes `products` the whole in-app catalog, with `groupLocalizations`, and has the app list
    /// them and fetch them in the current storefront, as the built-in app has fetched the built-in
    /// products at launch, so `buy ID` works at once. Returns the ids that were removed, in the
    /// order the old catalog held them.
    @discardableResult
    public mutating func replaceCatalog(with products: [InAppProduct], groupLocalizations: [String: [ProductLocalization]]) -> [ProductID] {
        let kept = Set(products.map(\.id))
        let removed = catalog.ids.filter { !kept.contains($0) }
        var replacement = InAppCatalog()
        replacement.agreementSigned = catalog.agreementSigned
        replacement.groupLocalizations = groupLocalizations
        for product in products { replacement.add(product) }
        catalog = replacement

        var requests = ProductRequests()
        requests.appProducts = replacement.ids.map { AppProduct(id: $0) }
        let fetched = replacement.products.filter { replacement.invalidCause($0.id, in: storefront) == nil }
            .map { ReceivedProduct($0, in: storefront, locale: device.locale) }
        requests.storeProducts = fetched
        requests.displayed = fetched.map(\.id)
        for product in fetched { requests.received[product.id] = product }
        self.products = requests
        return removed
    }
}
