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
        if let value = settings.askToBuyEnabled {
            payments.askToBuyEnabled = value
            applied.settings.append(.askToBuyEnabled)
        }
        if let value = settings.failTransactionsEnabled {
            payments.failTransactionsEnabled = value
            applied.settings.append(.failTransactionsEnabled)
        }
        if let rate = settings.renewalRate {
            subscriptions.renewalRate = rate
            applied.settings.append(.renewalRate)
        }
        if let grace = settings.billingGracePeriod {
            // Switching grace on keeps a length set before ('grace-period 3d'), else 16 days.
            subscriptions.gracePeriodDays = grace ? (subscriptions.gracePeriodDays ?? 16) : nil
            applied.settings.append(.billingGracePeriod)
        }
        if let issue = settings.billingIssue {
            setBillingIssue(issue)
            applied.settings.append(.billingIssue)
        }
        if let value = settings.disableDialogs {
            disableDialogs = value
            applied.settings.append(.disableDialogs)
        }
        applied.removed = replaceCatalog(with: configuration.products, groupLocalizations: configuration.groupLocalizations)
        return applied
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
