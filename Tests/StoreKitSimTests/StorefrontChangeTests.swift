import Testing
@testable import StoreKitSim

/// paymentQueue(_:shouldContinue:in:) during a storefront change (seed 002, facts 7.2).
@Suite struct StorefrontChangeTests {
    let japan = Storefront.resolve("JPN")!

    private func worldBuying(_ productID: String, policy: ShouldContinuePolicy) throws -> World {
        var world = World.builtIn()
        world.payments.shouldContinue = policy
        world.processPayment(try world.addPayment(productID: productID))
        _ = world.drainCallbacks()
        return world
    }

    @Test(arguments: [
        ("com.example.gems", ShouldContinuePolicy.available, true),
        ("com.example.starter", .available, false),
        ("com.example.starter", .always, true),
        ("com.example.gems", .never, false),
        ("com.example.gems", .timeout, false),
    ])
    func policyDecides(productID: String, policy: ShouldContinuePolicy, continues: Bool) throws {
        var world = try worldBuying(productID, policy: policy)
        let answers = world.changeStorefront(to: japan)
        #expect(answers.map(\.shouldContinue) == [continues])
        #expect(answers.first?.timedOut == (policy == .timeout))
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

    @Test func listedWithTheNewStorefrontContinues() throws {
        var world = World.builtIn()
        world.products.setAvailability("com.example.starter", countryCodes: ["USA", "JPN"])
        world.processPayment(try world.addPayment(productID: "com.example.starter"))
        #expect(world.changeStorefront(to: japan).map(\.shouldContinue) == [true])
    }

    @Test func callbacksInOrder() throws {
        var world = try worldBuying("com.example.starter", policy: .available)
        world.changeStorefront(to: japan)
        #expect(world.drainCallbacks().map(\.description) == [
            "paymentQueue(_:shouldContinue:in:) t1 com.example.starter JPN -> false",
            "paymentQueue(_:updatedTransactions:) t1 com.example.starter failed storeProductNotAvailable",
            "paymentQueueDidChangeStorefront(_:) JPN 143462",
        ])
    }

    @Test func onlyOpenTransactionsAreAsked() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        world.processPayment(try world.addPayment(productID: "com.example.starter"))
        world.payments.askToBuyEnabled = true
        world.processPayment(try world.addPayment(productID: "com.example.starter"))
        let answers = world.changeStorefront(to: japan)
        #expect(answers.map(\.transactionID) == ["t2"])
        #expect(world.payments.transaction("t1")?.state == .purchased)
        #expect(world.payments.transaction("t2")?.error == .storeProductNotAvailable)
    }

    @Test func theSameStorefrontAsksNothing() throws {
        var world = try worldBuying("com.example.gems", policy: .never)
        #expect(world.changeStorefront(to: .usa).isEmpty)
        #expect(world.payments.transaction("t1")?.state == .purchasing)
    }

    @Test func everyChangeNotifiesEvenWithNoTransaction() {
        var world = World.builtIn()
        #expect(world.changeStorefront(to: japan).isEmpty)
        #expect(world.drainCallbacks().map(\.name) == ["paymentQueueDidChangeStorefront(_:)"])
    }
}

extension Callback: CustomStringConvertible {
    public var description: String { detail.isEmpty ? name : "\(name) \(detail)" }
}
