import Testing
@testable import StoreKitSim

/// The payment queue's rules (seed 002, facts 7 and 8.1), without commands.
@Suite struct PaymentQueueRulesTests {
    private func updates(_ world: inout World) -> [String] {
        world.drainCallbacks().filter { $0.name == "paymentQueue(_:updatedTransactions:)" }.map(\.detail)
    }

    @Test func confirmedPurchaseGoesPurchasingThenPurchased() throws {
        var world = World.builtIn()
        let id = try world.addPayment(productID: "com.example.gems", quantity: 2)
        #expect(id == "t1")
        world.processPayment(id)
        #expect(world.sheet == .payment(transactionID: "t1"))
        #expect(try world.confirmPaymentSheet().state == .purchased)
        #expect(world.sheet == nil)
        #expect(updates(&world) == ["t1 com.example.gems x2 purchasing", "t1 com.example.gems x2 purchased"])
    }

    @Test func cancelFailsWithPaymentCancelled() throws {
        var world = World.builtIn()
        world.processPayment(try world.addPayment(productID: "com.example.gems"))
        let transaction = try world.cancelPaymentSheet()
        #expect(transaction.state == .failed && transaction.error == .paymentCancelled)
    }

    @Test func paymentNeedsAReceivedProductAndNoSheet() throws {
        var world = World.builtIn()
        #expect(throws: SimulationError.self) { try world.addPayment(productID: "typo") }
        world.catalog.add(InAppProduct(id: "new", type: .consumable, price: "1"))
        #expect((try? world.addPayment(productID: "new")) == nil)
        world.processPayment(try world.addPayment(productID: "com.example.gems"))
        do {
            _ = try world.addPayment(productID: "com.example.gems")
            Issue.record("a second payment while the sheet is up must fail")
        } catch {
            #expect(error.code == "sheet-up")
        }
        #expect(try world.confirmPaymentSheet().state == .purchased)
    }

    @Test func confirmWithoutSheetIsAnError() {
        var world = World.builtIn()
        #expect(throws: SimulationError.self) { try world.confirmPaymentSheet() }
        #expect(throws: SimulationError.self) { try world.cancelPaymentSheet() }
    }

    @Test func askToBuyDefersUntilApprovedOrDeclined() throws {
        var world = World.builtIn()
        world.payments.askToBuyEnabled = true
        world.disableDialogs = true
        let first = try world.addPayment(productID: "com.example.premium")
        #expect(world.processPayment(first).state == .deferred)
        let second = try world.addPayment(productID: "com.example.gems")
        world.processPayment(second)
        #expect(throws: SimulationError.self) { try world.finishTransaction(first) }
        #expect(try world.approveAskToBuy(first).state == .purchased)
        let declined = try world.declineAskToBuy(second)
        #expect(declined.state == .failed && declined.error == .paymentCancelled)
        #expect(throws: SimulationError.self) { try world.approveAskToBuy(second) }
        #expect(world.restorablePurchases.map(\.productID) == ["com.example.premium"])
    }

    @Test func injectedFailuresOnceOrAlways() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        world.payments.failNext = .paymentInvalid
        #expect(world.processPayment(try world.addPayment(productID: "com.example.gems")).error == .paymentInvalid)
        #expect(world.processPayment(try world.addPayment(productID: "com.example.gems")).state == .purchased)
        world.payments.failTransactionsEnabled = true
        world.payments.failureError = "cloudServiceRevoked"
        for _ in 0..<2 {
            #expect(world.processPayment(try world.addPayment(productID: "com.example.gems")).error == .cloudServiceRevoked)
        }
    }

    @Test func restrictedDeviceFailsWithPaymentNotAllowed() throws {
        var world = World.builtIn()
        world.device.canMakePayments = false
        let transaction = world.processPayment(try world.addPayment(productID: "com.example.gems"))
        #expect(transaction.error == .paymentNotAllowed)
        #expect(world.sheet == nil)
    }

    @Test func finishRules() throws {
        var world = World.builtIn()
        #expect(throws: SimulationError.self) { try world.finishTransaction("t9") }
        let id = try world.addPayment(productID: "com.example.gems")
        world.processPayment(id)
        #expect(throws: SimulationError.self) { try world.finishTransaction(id) }
        _ = try world.confirmPaymentSheet()
        _ = world.drainCallbacks()
        try world.finishTransaction(id)
        #expect(world.drainCallbacks().map(\.name) == ["paymentQueue(_:removedTransactions:)"])
        #expect(world.payments.unfinished.isEmpty)
        #expect(throws: SimulationError.self) { try world.finishTransaction(id) }
    }

    @Test func finishAllLeavesOpenTransactions() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        world.processPayment(try world.addPayment(productID: "com.example.gems"))
        world.disableDialogs = false
        world.processPayment(try world.addPayment(productID: "com.example.gems"))
        #expect(world.finishAll().map(\.id) == ["t1"])
        #expect(world.payments.unfinished.map(\.state) == [.purchasing])
    }

    @Test func restoreBringsBackNonConsumablesAndSubscriptionsOnly() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        for id in ["com.example.premium", "com.example.gems", "com.example.pro.monthly", "com.example.premium"] {
            world.processPayment(try world.addPayment(productID: id))
        }
        _ = world.drainCallbacks()
        let restored = world.restoreCompletedTransactions()
        #expect(restored.map(\.summary) == ["t5 com.example.premium restored original t1", "t6 com.example.pro.monthly restored original t3"])
        #expect(world.drainCallbacks().last?.name == "paymentQueueRestoreCompletedTransactionsFinished(_:)")
    }

    @Test func stateRawValuesAndErrorCodesMatchTheSDK() {
        #expect(TransactionState.allCases.map(\.rawCode) == [0, 1, 2, 3, 4])
        #expect(SKErrorCode.storeProductNotAvailable.code == 5)
        #expect(SKErrorCode.overlayPresentedInBackgroundScene.code == 20)
        #expect(SKErrorCode.allCases.count == 22)
    }
}
