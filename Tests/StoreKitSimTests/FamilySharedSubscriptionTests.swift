import Testing
@testable import StoreKitSim

/// A family-shared auto-renewable on the world alone: a Status of its own in the group, beside
/// the account's own subscription ("The array can have more than one subscription status if your
/// subscription supports Family Sharing", Product.SubscriptionInfo.status).
@Suite struct FamilySharedSubscriptionTests {
    /// The account subscribes to `own` in group g; a family member buys and shares `shared`.
    static func world(own: ProductID = "yearly", shared: ProductID = "monthly") throws -> World {
        var world = World.builtIn()
        for (id, period) in [("monthly", "P1M"), ("yearly", "P1Y")] as [(ProductID, String)] {
            var product = InAppProduct(id: id, type: .autoRenewable, price: "1", subscriptionGroup: "g", subscriptionPeriod: period)
            product.familyShareable = true
            world.catalog.add(product)
        }
        world.request(["monthly", "yearly"])
        world.disableDialogs = true
        try world.buy(productID: own)
        try world.familyMemberPurchase(shared)
        _ = world.drainEvents()
        return world
    }

    @Test func theGroupHasTwoStatusesAndTheOwnOneIsUntouched() throws {
        let world = try Self.world()
        let statuses = world.subscriptions.statuses(group: "g")
        #expect(statuses.map(\.ownership) == [.purchased, .familyShared])
        #expect(statuses.map(\.productID) == ["yearly", "monthly"])
        #expect(statuses.map(\.originalTransactionID) == ["t1", "t2"])
        #expect(statuses.allSatisfy { $0.status == .subscribed && $0.pendingProductID == nil })
        #expect(world.payments.transaction("t1")?.isUpgraded == false, "the shared purchase is no change of the account's own")
        #expect(try world.subscriptionStatus("g").count == 2)
        #expect(world.currentEntitlements.map(\.id).sorted() == ["t1", "t2"])
    }

    @Test func theSharedOneRenewsOnItsOwnDatesWithFamilySharedTransactions() throws {
        var world = try Self.world()
        world.subscriptions.billingIssue = true // the account's payment method; the family member pays
        try world.advanceClock(bySeconds: 31 * 86_400)
        let renewal = try #require(world.payments.transaction("t3"))
        #expect(renewal.productID == "monthly" && renewal.isRenewal && renewal.ownership == .familyShared)
        #expect(renewal.originalTransactionID == "t2")
        #expect(world.subscriptions.state(group: "g", ownership: .familyShared)?.latestTransactionID == "t3")
        #expect(world.subscriptions.state(group: "g")?.latestTransactionID == "t1")
    }

    @Test func stoppingSharingRevokesOnlyTheSharedStatus() throws {
        var world = try Self.world()
        try world.stopFamilySharing()
        #expect(world.subscriptions.statuses(group: "g").map(\.status) == [.subscribed, .revoked])
    }
}
