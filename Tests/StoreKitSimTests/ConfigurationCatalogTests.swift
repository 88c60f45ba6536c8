import Testing
@testable import StoreKitSim

/// A loaded configuration file is the whole catalog, as Xcode's is, and the app has fetched it.
@Suite struct ConfigurationCatalogTests {
    @Test func replacingTheCatalogRemovesTheOthersAndTheAppHasFetchedTheNewOnes() throws {
        var world = World.builtIn()
        world.catalog.agreementSigned = true
        let coins = InAppProduct(id: "com.example.sim.coins", type: .consumable, title: "Coins", price: "0.99")
        let yearly = InAppProduct(id: "com.example.sim.yearly", type: .autoRenewable, price: "9.99",
                                  subscriptionGroup: "sim", subscriptionPeriod: "P1Y")
        let removed = world.replaceCatalog(with: [coins, yearly], groupLocalizations: ["sim": []])
        #expect(removed == InAppCatalog.builtIn.ids)
        #expect(world.catalog.ids == ["com.example.sim.coins", "com.example.sim.yearly"])
        #expect(world.products.appProducts.map(\.id) == ["com.example.sim.coins", "com.example.sim.yearly"])
        #expect(world.products.storeProducts.map(\.id) == ["com.example.sim.coins", "com.example.sim.yearly"])
        world.disableDialogs = true
        try world.buy(productID: "com.example.sim.coins")
        #expect(world.payments.transactions.last?.state == .purchased)
        #expect(throws: PaymentError.productNotFetched("com.example.gems", known: false)) { try world.buy(productID: "com.example.gems") }
        // Loaded again: nothing else to remove.
        #expect(world.replaceCatalog(with: [coins], groupLocalizations: [:]) == ["com.example.sim.yearly"])
    }

    @Test func aProductNotSoldInTheStorefrontIsNotFetched() {
        var world = World.builtIn()
        var japanOnly = InAppProduct(id: "jp.only", type: .consumable, price: "160")
        japanOnly.storefronts = ["JPN"]
        world.replaceCatalog(with: [japanOnly], groupLocalizations: [:])
        #expect(world.products.storeProducts.isEmpty)
        #expect(world.products.appProducts.map(\.id) == ["jp.only"])
    }

    @Test func applyingAConfigurationMovesTheAccountSetsTheSettingsAndReplacesTheCatalog() {
        let japan = Storefront.resolve("JPN")!
        var world = World.builtIn()
        _ = world.drainEvents()
        let coins = InAppProduct(id: "jp.coins", type: .consumable, price: "160", priceCurrency: "JPY")
        var settings = StoreConfiguration.Settings(storefront: japan, askToBuyEnabled: true, billingGracePeriod: true)
        settings.disableDialogs = true
        let applied = world.apply(StoreConfiguration(settings: settings, products: [coins]))
        #expect(applied.settings == [.storefront, .askToBuyEnabled, .billingGracePeriod, .disableDialogs])
        #expect(applied.removed == InAppCatalog.builtIn.ids)
        #expect(world.storefront == japan)
        #expect(world.device.locale == "en_US")
        #expect(world.payments.askToBuyEnabled && world.disableDialogs)
        #expect(world.subscriptions.gracePeriodDays == 16)
        #expect(world.catalog.ids == ["jp.coins"])
        #expect(world.products.storeProducts.map(\.id) == ["jp.coins"])
        // The storefront change is recorded as the operation's events; the settings are not events.
        let events = world.drainEvents().map(\.event)
        #expect(events.first == .storefront(.accountMoved(from: .usa, to: japan)))
        #expect(events.contains(.storefront(.didChangeStorefront(japan))))

        // Applied again to the same world: the storefront is not moved again; a locale the file
        // does not set goes back to en_US, and is told only because it changed.
        world.device.locale = "ja_JP"
        let again = world.apply(StoreConfiguration(settings: StoreConfiguration.Settings(storefront: japan), products: [coins]))
        #expect(again.settings == [.storefront, .locale])
        #expect(world.device.locale == "en_US")
        #expect(again.removed.isEmpty)
        #expect(world.drainEvents().isEmpty)
    }

    /// `_storeKitErrors` replaces every API's simulated error (an API the file leaves out has none
    /// after the load); `_billingIssuesEnabled` sets interrupted purchases, not renewal billing retry.
    @Test func aConfigurationsStoreKitErrorsAndInterruptedPurchasesAreApplied() throws {
        var world = World.builtIn()
        try world.setSimulatedError(.storeKit(.unknown), for: .appStoreSync)
        var settings = StoreConfiguration.Settings(interruptedPurchases: true, storeKitErrors: [.purchase: .purchase(.productUnavailable)])
        settings.billingIssue = false
        let applied = world.apply(StoreConfiguration(settings: settings, products: InAppCatalog.builtIn.products))
        #expect(applied.settings.contains(.interruptedPurchases) && applied.settings.contains(.storeKitErrors))
        #expect(world.subscriptions.interruptedPurchases && !world.subscriptions.billingIssue)
        #expect(world.simulatedError(for: .purchase) == .purchase(.productUnavailable))
        #expect(world.simulatedError(for: .appStoreSync) == nil)
        // A file without _storeKitErrors leaves the errors as they are.
        _ = world.apply(StoreConfiguration(settings: .init(), products: InAppCatalog.builtIn.products))
        #expect(world.simulatedError(for: .purchase) == .purchase(.productUnavailable))
    }
}
