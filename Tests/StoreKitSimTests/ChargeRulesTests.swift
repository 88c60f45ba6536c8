import Testing
@testable import StoreKitSim

/// What the world records as paid on each transaction (the signed `price`), and where a
/// subscription's recent run of paid service starts (`recentSubscriptionStartDate`), on the world
/// alone.
@Suite struct ChargeRulesTests {
    static let day: Int64 = 86_400

    static func world() -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        return world
    }

    @Test func thePriceIsFrozenWhenCharged() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.gems", quantity: 3)
        var gems = try #require(world.catalog.product("com.example.gems"))
        gems.price = "1.99"
        world.catalog.add(gems)
        try world.buy(productID: "com.example.gems")
        #expect(world.payments.transaction("t1")?.price == Price(minorUnits: 297, currency: "USD"))
        #expect(world.payments.transaction("t2")?.price == Price(minorUnits: 199, currency: "USD"))
    }

    @Test func offersChargeTheirPriceThenRenewalsTheRegularPrice() throws {
        var world = Self.world()
        try world.addOffer(SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial, period: .oneMonth),
                           to: "com.example.pro.monthly")
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(bySeconds: 31 * Self.day)
        #expect(world.payments.transaction("t1")?.price == Price(minorUnits: 0, currency: "USD"))
        #expect(world.payments.transaction("t2")?.isRenewal == true)
        #expect(world.payments.transaction("t2")?.price == Price(minorUnits: 299, currency: "USD"))
    }

    @Test(arguments: [(10, true), (60, true), (61, false)])
    func aLapseOfUpTo60DaysContinuesTheRecentRun(lapseDays: Int64, continues: Bool) throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        try world.setAutoRenew("com.example.pro.monthly", false)
        try world.advanceClock(bySeconds: 31 * Self.day + lapseDays * Self.day)
        try world.buy(productID: "com.example.pro.monthly")
        let state = try #require(world.subscriptions.state(product: "com.example.pro.monthly"))
        #expect(state.status == .subscribed)
        #expect(state.recentStartDate == (continues ? VirtualClock.start : world.clock.now))
    }
}
