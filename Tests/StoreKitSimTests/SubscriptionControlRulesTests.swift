import Testing
@testable import StoreKitSim

/// SKTestSession's controls and the billing rules on the world alone: forced renewals and expiries
/// cut the current transaction short, resolve recovers billing retry, auto-renew off leaves retry,
/// the grace period's two App Store Connect choices, Ask to Buy dates, and a refund's status.
@Suite struct SubscriptionControlRulesTests {
    static let day: Int64 = 86_400

    static func world() -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        return world
    }

    static func date(_ world: World, _ id: TransactionID) -> String? { world.payments.transaction(id)?.expiresDate.map(VirtualClock.iso8601) }

    @Test func forcedRenewalAndExpiryEndTheCurrentTransactionNow() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(bySeconds: 10 * Self.day)
        try world.forceRenewal("com.example.pro.monthly")
        #expect(Self.date(world, "t1") == "2026-01-11T00:00:00Z")
        #expect(Self.date(world, "t2") == "2026-02-11T00:00:00Z")
        try world.advanceClock(bySeconds: 5 * Self.day)
        try world.expireSubscription("com.example.pro.monthly")
        #expect(Self.date(world, "t2") == "2026-01-16T00:00:00Z")
    }

    @Test func resolveRecoversBillingRetryWithANewTransaction() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        world.setBillingIssue(true)
        try world.advanceClock(bySeconds: 40 * Self.day)
        #expect(world.subscriptions.state(group: "pro")?.expirationReason == .billingError)
        let id = try world.resolveInterruptedPurchase("t1")
        #expect(id == "t2")
        let state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .subscribed && state.latestTransactionID == "t2" && state.expirationReason == nil)
        #expect(throws: SubscriptionError.notInterrupted(world.payments.transaction("t2")!)) { try world.resolveInterruptedPurchase("t2") }
    }

    @Test(arguments: [SubscriptionStatus.inBillingRetryPeriod, .inGracePeriod])
    func autoRenewOffLeavesBillingRetryAtOnce(status: SubscriptionStatus) throws {
        var world = Self.world()
        world.subscriptions.gracePeriodDays = status == .inGracePeriod ? 16 : nil
        try world.buy(productID: "com.example.pro.monthly")
        world.setBillingIssue(true)
        try world.advanceClock(bySeconds: 33 * Self.day)
        #expect(world.subscriptions.state(group: "pro")?.status == status)
        try world.setAutoRenew("com.example.pro.monthly", false)
        let state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .expired && state.expirationReason == .autoRenewDisabled)
    }

    /// (grace renewals, the failing renewal ends a free trial, enters grace)
    @Test(arguments: [(GraceRenewals.all, true, true), (.all, false, true), (.paidToPaid, true, false), (.paidToPaid, false, true)])
    func gracePeriodRenewals(renewals: GraceRenewals, afterTrial: Bool, grace: Bool) throws {
        var world = Self.world()
        if afterTrial {
            let week = SubscriptionPeriod(value: 1, unit: .week)
            let trial = SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial, period: week)
            try world.addOffer(trial, to: "com.example.pro.monthly")
        }
        world.subscriptions.gracePeriodDays = 16
        world.subscriptions.graceRenewals = renewals
        try world.buy(productID: "com.example.pro.monthly")
        world.setBillingIssue(true)
        // A day after the renewal that fails: the trial's end (a week), or the first month's.
        try world.advanceClock(bySeconds: (afterTrial ? 8 : 32) * Self.day)
        let state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == (grace ? .inGracePeriod : .inBillingRetryPeriod))
        #expect(state.expirationReason == .billingError)
    }

    @Test func askToBuyApprovedLaterIsDatedTheApproval() throws {
        var world = Self.world()
        let trial = SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial, period: SubscriptionPeriod(value: 2, unit: .week))
        try world.addOffer(trial, to: "com.example.pro.monthly")
        world.payments.askToBuyEnabled = true
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(bySeconds: 2 * Self.day)
        try world.approveAskToBuy("t1")
        let transaction = try #require(world.payments.transaction("t1"))
        #expect(VirtualClock.iso8601(transaction.purchaseDate) == "2026-01-03T00:00:00Z")
        #expect(Self.date(world, "t1") == "2026-01-17T00:00:00Z")
    }

    @Test func refundingTheCurrentPeriodRecordsTheRevokedStatus() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        _ = world.drainEvents()
        try world.refund("t1")
        let revoked = world.drainEvents().compactMap { if case .subscriptions(.revoked(let state)) = $0.event { return state } else { return nil } }
        #expect(revoked.map(\.status) == [.revoked])
        // A consumable's refund revokes no subscription.
        try world.buy(productID: "com.example.gems")
        _ = world.drainEvents()
        try world.refund("t2")
        #expect(!world.drainEvents().contains { if case .subscriptions = $0.event { return true } else { return false } })
    }

    /// A refund revokes the transaction refunded; the subscription's access comes from its latest
    /// transaction ("Transaction.currentEntitlements"), so refunding a past renewal leaves it
    /// subscribed, revokes no entitlement and says so; refunding the latest revokes it.
    @Test func refundingAPastRenewalRevokesThatTransactionOnly() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(bySeconds: 31 * Self.day)
        try world.advanceClock(bySeconds: 28 * Self.day)
        #expect(world.subscriptions.state(group: "pro")?.latestTransactionID == "t3")
        _ = world.drainEvents()
        try world.refund("t2")
        let events = world.drainEvents().map(\.event)
        #expect(world.payments.transaction("t2")?.revocationDate != nil)
        #expect(world.payments.transaction("t3")?.revocationDate == nil)
        let state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .subscribed && state.autoRenew && state.revocationDate == nil)
        #expect(world.currentEntitlements.map(\.id) == ["t3"])
        #expect(!events.contains { if case .payments(.entitlementsRevoked) = $0 { return true } else { return false } })
        #expect(events.contains(.payments(.accessUnchanged(refunded: "t2", subscription: state))))
        try world.refund("t3")
        #expect(world.subscriptions.state(group: "pro")?.status == .revoked)
        #expect(world.currentEntitlements.isEmpty)
    }

    @Test func restoredSubscriptionsKeepTheFirstPurchaseAsOriginal() throws {
        var world = Self.world()
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(bySeconds: 31 * Self.day)
        let restored = world.restoreCompletedTransactions()
        #expect(restored.map { world.payments.transaction($0)?.originalID } == ["t1"])
    }

    @Test func currentEntitlementsHoldTheLatestNonRenewingTransactionOnly() throws {
        var world = Self.world()
        let pass = InAppProduct(id: "com.example.pass", type: .nonRenewing, price: "4.99", subscriptionPeriod: "P1M")
        world.catalog.add(pass)
        world.products.received[pass.id] = ReceivedProduct(pass, in: world.storefront)
        try world.buy(productID: "com.example.pass")
        try world.buy(productID: "com.example.pass")
        #expect(world.currentEntitlements.map(\.id) == ["t2"])
    }

    /// (renewal behavior, renewal transactions up to now, status now): buyProduct(identifier:options:)
    /// dated 65 days back.
    @Test(arguments: [(World.RenewalBehavior.renewUntilNow, 2, SubscriptionStatus.subscribed), (.cancelImmediately, 0, .expired)])
    func testSessionPurchaseInThePast(renewal: World.RenewalBehavior, renewals: Int, status: SubscriptionStatus) throws {
        var world = Self.world()
        let id = try world.buyProductOutsideApp("com.example.pro.monthly", secondsAgo: 65 * Self.day, renewal: renewal)
        #expect(world.payments.transaction(id).map { VirtualClock.iso8601($0.purchaseDate) } == "2025-10-28T00:00:00Z")
        #expect(world.payments.transactions.filter(\.isRenewal).count == renewals)
        #expect(world.subscriptions.state(group: "pro")?.status == status)
    }
}

