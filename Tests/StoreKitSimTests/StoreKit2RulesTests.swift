import Testing
@testable import StoreKitSim

/// StoreKit 2's rules on the world alone, asserted on typed events and errors.
@Suite struct StoreKit2RulesTests {
    func world() -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        world.loadProducts(["com.example.premium", "com.example.gems"])
        _ = world.drainEvents()
        return world
    }

    func results(_ events: [StampedEvent]) -> [PurchaseResult] {
        events.compactMap { if case .storeKit2(.purchaseReturned(_, let result)) = $0.event { return result } else { return nil } }
    }

    @Test func aPurchaseReturnsItsTransactionWithTheAppAccountToken() throws {
        var world = world()
        try world.purchase("com.example.premium", options: PurchaseOptions(appAccountToken: "45812c9b-c296-43d3-b6a0-c5a02f74bf6e"))
        let returned = results(world.drainEvents())
        #expect(returned.count == 1)
        guard case .success(let transaction, let error)? = returned.first else { Issue.record("not .success"); return }
        #expect(transaction.id == "t1" && transaction.state == .purchased && error == nil)
        #expect(transaction.appAccountToken == "45812c9b-c296-43d3-b6a0-c5a02f74bf6e")
        #expect(world.payments.transaction("t1")?.appAccountToken == "45812c9b-c296-43d3-b6a0-c5a02f74bf6e")
        #expect(world.storeKit2.inFlight.isEmpty)
    }

    @Test func askToBuyReturnsPendingAndTheApprovalReturnsNothing() throws {
        var world = world()
        world.payments.askToBuyEnabled = true
        try world.purchase("com.example.premium")
        #expect(results(world.drainEvents()) == [.pending])
        try world.approveAskToBuy("t1")
        let events = world.drainEvents()
        #expect(results(events).isEmpty)
        #expect(events.contains { if case .payments(.transactionUpdated(let t)) = $0.event { return t.state == .purchased } else { return false } })
        #expect(world.currentEntitlements.map(\.id) == ["t1"])
    }

    @Test func aStoreKit1PurchaseReturnsNoStoreKit2Result() throws {
        var world = world()
        try world.buy(productID: "com.example.gems")
        #expect(results(world.drainEvents()).isEmpty)
        #expect(world.storeKit2.inFlight.isEmpty)
    }

    @Test func failuresMapToStoreKit2Errors() throws {
        var world = world()
        try world.purchase("com.example.gems", options: PurchaseOptions(quantity: 11))
        #expect(results(world.drainEvents()) == [.threw(.purchase(.invalidQuantity))])
        world.device.canMakePayments = false
        try world.purchase("com.example.gems")
        #expect(results(world.drainEvents()) == [.threw(.purchase(.purchaseNotAllowed))])
        world.device.canMakePayments = true
        world.disableDialogs = false
        try world.purchase("com.example.gems")
        try world.cancelPaymentSheet()
        #expect(results(world.drainEvents()) == [.userCancelled])
    }

    @Test func simulatedErrorsMustSuitTheirAPI() throws {
        var world = world()
        #expect(throws: StoreKit2Error.errorNotForAPI(.verification, .storeKit(.networkError))) {
            try world.setSimulatedError(.storeKit(.networkError), for: .verification)
        }
        #expect(throws: StoreKit2Error.errorNotForAPI(.loadProducts, .purchase(.productUnavailable))) {
            try world.setSimulatedError(.purchase(.productUnavailable), for: .loadProducts)
        }
        try world.setSimulatedError(.verification(.invalidSignature), for: .verification)
        try world.purchase("com.example.premium")
        guard case .success(_, let error)? = results(world.drainEvents()).first else { Issue.record("not .success"); return }
        #expect(error == .invalidSignature)
    }

    @Test func aRefundRequestIsGrantedOnceAndRevokes() throws {
        var world = world()
        try world.purchase("com.example.premium")
        try world.requestRefund("t1", submitted: true)
        try world.requestRefund("t1", submitted: true)
        let outcomes = world.drainEvents().compactMap { if case .storeKit2(.refundRequested(_, let o)) = $0.event { return o } else { return nil } }
        #expect(outcomes == [.success, .threw(.refundRequest(.duplicateRequest))])
        try world.decideRefund("t1", grant: true)
        #expect(world.payments.transaction("t1")?.revocationDate != nil)
        #expect(world.currentEntitlements.isEmpty)
        #expect(throws: StoreKit2Error.noRefundRequest("t1")) { try world.decideRefund("t1", grant: true) }
    }

    /// (product, quantity, throws invalidQuantity): Product.PurchaseOption.quantity(_:) is for
    /// consumables and non-renewing subscriptions.
    @Test(arguments: [("com.example.gems", 2, false), ("com.example.premium", 2, true), ("com.example.premium", 1, false),
                      ("com.example.gems", 11, true)])
    func quantityOnlyForConsumables(product: ProductID, quantity: Int, invalid: Bool) throws {
        var world = world()
        try world.purchase(product, options: PurchaseOptions(quantity: quantity))
        let returned = results(world.drainEvents())
        #expect(returned.contains(.threw(.purchase(.invalidQuantity))) == invalid)
    }

    @Test func aSimulatedUserCancelledIsAResultNotAnError() throws {
        var world = world()
        try world.setSimulatedError(.storeKit(.userCancelled), for: .purchase)
        try world.purchase("com.example.gems")
        #expect(results(world.drainEvents()) == [.userCancelled])
    }

    @Test func aRefundedFinishedConsumableStaysInTransactionAll() throws {
        var world = world()
        try world.purchase("com.example.gems")
        try world.finishTransaction("t1")
        #expect(world.allStoreKit2Transactions.isEmpty)
        try world.refund("t1")
        #expect(world.allStoreKit2Transactions.map(\.id) == ["t1"])
    }

    /// AppStore.sync()'s sign-in prompt: cancelled, it throws userCancelled and syncs nothing.
    @Test(arguments: [(SyncSignIn.signIn, true), (.cancel, false)])
    func syncSignInPrompt(answer: SyncSignIn, synced: Bool) throws {
        var world = world()
        try world.purchase("com.example.premium")
        world.launchApp(onNewDevice: true)
        world.storeKit2.syncSignIn = answer
        _ = world.drainEvents()
        world.syncWithAppStore()
        #expect(world.drainEvents().map(\.event) == [.storeKit2(.synced(synced ? nil : .storeKit(.userCancelled)))])
        #expect(world.device.entitlementsSynced == synced)
    }
}

