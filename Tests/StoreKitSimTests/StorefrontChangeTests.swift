import Testing
@testable import StoreKitSim

/// paymentQueue(_:shouldContinue:in:) during a storefront change (SKStorefront), on the world alone.
@Suite struct StorefrontChangeTests {
    let japan = Storefront.resolve("JPN")!

    private func worldBuying(_ productID: ProductID, policy: ShouldContinuePolicy) throws -> World {
        var world = World.builtIn()
        world.payments.shouldContinue = policy
        try world.buy(productID: productID)
        _ = world.drainEvents()
        return world
    }

    /// The delegate's answers in the events recorded since the last call.
    private func answers(_ events: [StampedEvent]) -> [ShouldContinueAnswer] {
        events.compactMap { if case .storefront(.shouldContinueAsked(let answer)) = $0.event { return answer } else { return nil } }
    }

    @Test(arguments: [
        ("com.example.gems", ShouldContinuePolicy.available, true),
        ("com.example.starter", .available, false),
        ("com.example.starter", .always, true),
        ("com.example.gems", .never, false),
        ("com.example.gems", .timeout, false),
    ])
    func policyDecides(productID: ProductID, policy: ShouldContinuePolicy, continues: Bool) throws {
        var world = try worldBuying(productID, policy: policy)
        world.changeStorefront(to: japan)
        let asked = answers(world.drainEvents())
        #expect(asked.map(\.shouldContinue) == [continues])
        #expect(asked.first?.timedOut == (policy == .timeout))
        #expect(asked.first?.storefront == japan)
        let transaction = try #require(world.payments.transaction("t1"))
        if continues {
            #expect(transaction.state == .purchasing)
            #expect(world.sheet == .payment(transactionID: "t1"))
        } else {
            #expect(transaction.state == .failed && transaction.error == .storeProductNotAvailable)
            #expect(world.sheet == nil)
        }
        #expect(world.clock.now == VirtualClock.start + (policy == .timeout ? 1 : 0))
        #expect(world.storefront == japan)
    }

    @Test func withoutADelegateNothingIsAskedAndTheTransactionContinues() throws {
        var world = try worldBuying("com.example.starter", policy: .noDelegate)
        world.changeStorefront(to: japan)
        let events = world.drainEvents().map(\.event)
        #expect(answers(world.drainEvents()).isEmpty)
        #expect(events == [.storefront(.accountMoved(from: .usa, to: japan)),
                           .storefront(.continuedWithoutDelegate(transactionID: "t1", productID: "com.example.starter", storefront: japan)),
                           .storefront(.didChangeStorefront(japan))])
        #expect(world.payments.transaction("t1")?.state == .purchasing)
    }

    @Test func listedWithTheNewStorefrontContinues() throws {
        var world = World.builtIn()
        world.products.setAvailability("com.example.starter", countryCodes: ["USA", "JPN"])
        try world.buy(productID: "com.example.starter")
        world.changeStorefront(to: japan)
        #expect(answers(world.drainEvents()).map(\.shouldContinue) == [true])
    }

    @Test func eventsInOrderAndInOneTurn() throws {
        var world = try worldBuying("com.example.starter", policy: .available)
        world.changeStorefront(to: japan)
        let events = world.drainEvents()
        var failed = try #require(world.payments.transaction("t1"))
        failed.state = .failed
        #expect(events.map(\.event) == [
            .storefront(.accountMoved(from: .usa, to: japan)),
            .storefront(.shouldContinueAsked(ShouldContinueAnswer(transactionID: "t1", productID: "com.example.starter", storefront: japan,
                                                                  shouldContinue: false, timedOut: false))),
            .payments(.transactionUpdated(world.payments.transaction("t1")!)),
            .payments(.notAvailableAlert(productTitle: "Starter Pack", storefront: japan)),
            .storefront(.didChangeStorefront(japan)),
        ])
        #expect(Set(events.map(\.turn)).count == 1)
    }

    @Test func onlyOpenTransactionsAreAsked() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.starter")
        world.payments.askToBuyEnabled = true
        try world.buy(productID: "com.example.starter")
        _ = world.drainEvents()
        world.changeStorefront(to: japan)
        #expect(answers(world.drainEvents()).map(\.transactionID) == ["t2"])
        #expect(world.payments.transaction("t1")?.state == .purchased)
        #expect(world.payments.transaction("t2")?.error == .storeProductNotAvailable)
    }

    @Test func theSameStorefrontChangesAndCallsNothing() throws {
        var world = try worldBuying("com.example.gems", policy: .never)
        world.changeStorefront(to: .usa)
        #expect(world.drainEvents().map(\.event) == [.storefront(.accountUnchanged(.usa))])
        #expect(world.payments.transaction("t1")?.state == .purchasing)
    }

    @Test func everyChangeNotifiesEvenWithNoTransaction() {
        var world = World.builtIn()
        world.changeStorefront(to: japan)
        #expect(world.drainEvents().map(\.event) == [.storefront(.accountMoved(from: .usa, to: japan)), .storefront(.didChangeStorefront(japan))])
    }

    /// The Sandbox Apple Account's region moves the storefront only at the next sign-in ("SKStorefront").
    @Test func sandboxRegionTakesEffectAtSignIn() throws {
        var world = World.builtIn()
        let france = try #require(Storefront.resolve("FRA"))
        try world.setSandboxRegion(france)
        #expect(world.storefront == .usa)
        try world.signInSandboxAccount()
        #expect(world.storefront == france)
        #expect(throws: SandboxAccountError.noRegionChange(france)) { try world.signInSandboxAccount() }
    }
}

