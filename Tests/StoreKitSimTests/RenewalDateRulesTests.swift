import Testing
@testable import StoreKitSim

/// Renewal date extensions, a kept plan and a reversed refund, on the world alone.
@Suite struct RenewalDateRulesTests {
    static let monthly: ProductID = "com.example.pro.monthly"
    static let day: Int64 = 86_400

    static func world() throws -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        return world
    }

    @Test func anExtensionMovesTheRenewalAndTheTransactionAndLaterPeriodsCountFromIt() throws {
        var world = try Self.world()
        _ = try world.buy(productID: Self.monthly)
        try world.extendRenewalDate(Self.monthly, days: 10)
        #expect(VirtualClock.iso8601(world.subscriptions.state(product: Self.monthly)!.expiresDate) == "2026-02-11T00:00:00Z")
        #expect(world.payments.transaction("t1")?.expiresDate == world.subscriptions.state(product: Self.monthly)!.expiresDate)
        try world.advanceClock(bySeconds: 45 * Self.day)
        let renewal = try #require(world.payments.transaction("t2"))
        #expect(VirtualClock.iso8601(renewal.purchaseDate) == "2026-02-11T00:00:00Z")
        #expect(VirtualClock.iso8601(renewal.expiresDate ?? .epoch) == "2026-03-11T00:00:00Z")
    }

    @Test func anExtensionIsRefusedOutOfRangeOrInBillingRetry() throws {
        var world = try Self.world()
        #expect(throws: SubscriptionError.noActiveSubscription(Self.monthly)) { try world.extendRenewalDate(Self.monthly, days: 5) }
        _ = try world.buy(productID: Self.monthly)
        #expect(throws: SubscriptionError.extensionOutOfRange(91)) { try world.extendRenewalDate(Self.monthly, days: 91) }
        world.setBillingIssue(true)
        try world.advanceClock(bySeconds: 32 * Self.day)
        _ = world.drainEvents()
        #expect(throws: SubscriptionError.noActiveSubscription(Self.monthly)) { try world.extendRenewalDate(Self.monthly, days: 5) }
        #expect(world.drainEvents().isEmpty)
    }

    @Test func keepingThePlanCancelsTheDowngradeAndItRenewsAsItIs() throws {
        var world = try Self.world()
        _ = try world.buy(productID: Self.monthly)
        _ = try world.buy(productID: "com.example.pro.yearly")
        #expect(world.subscriptions.state(product: Self.monthly)?.pendingProductID == "com.example.pro.yearly")
        try world.cancelPendingChange(Self.monthly)
        #expect(world.subscriptions.state(product: Self.monthly)?.pendingProductID == nil)
        #expect(throws: SubscriptionError.self) { try world.cancelPendingChange(Self.monthly) }
        try world.advanceClock(bySeconds: 32 * Self.day)
        #expect(world.subscriptions.state(group: "pro")?.productID == Self.monthly)
    }

    @Test func aReversedRefundGivesTheEntitlementBack() throws {
        var world = try Self.world()
        _ = try world.buy(productID: "com.example.premium")
        _ = try world.buy(productID: Self.monthly)
        try world.refund("t1")
        try world.refund("t2")
        #expect(!world.payments.owned.contains { $0.productID == "com.example.premium" })
        #expect(world.subscriptions.state(product: Self.monthly)?.status == .revoked)
        try world.reverseRefund("t1")
        try world.reverseRefund("t2")
        #expect(world.payments.transaction("t1")?.revocationDate == nil && world.payments.transaction("t1")?.revocationReason == nil)
        #expect(world.payments.owned.contains { $0.productID == "com.example.premium" })
        #expect(world.subscriptions.state(product: Self.monthly)?.status == .subscribed)
        #expect(throws: SubscriptionError.self) { try world.reverseRefund("t1") }
    }
}
