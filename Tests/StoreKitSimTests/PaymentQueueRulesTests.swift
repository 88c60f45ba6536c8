import Testing
@testable import StoreKitSim

/// The payment queue's rules (SKPaymentQueue, SKTestSession), on the world alone: what each step
/// records as events, and the typed errors it throws.
@Suite struct PaymentQueueRulesTests {
    /// The payment events recorded since the last call, in order.
    private func paymentEvents(_ world: inout World) -> [PaymentEvent] {
        world.drainEvents().compactMap { if case .payments(let event) = $0.event { return event } else { return nil } }
    }

    /// The states paymentQueue(_:updatedTransactions:) reported since the last call.
    private func updates(_ world: inout World) -> [(id: TransactionID, state: TransactionState, error: SKErrorCode?)] {
        paymentEvents(&world).compactMap {
            if case .transactionUpdated(let t) = $0 { return (t.id, t.state, t.error) } else { return nil }
        }
    }

    @Test func confirmedPurchaseGoesPurchasingThenSheetThenPurchased() throws {
        var world = World.builtIn()
        let id = try world.buy(productID: "com.example.gems", quantity: 2)
        #expect(id == "t1")
        #expect(world.sheet == .payment(transactionID: "t1"))
        let events = paymentEvents(&world)
        #expect(events.count == 2)
        guard case .transactionUpdated(let first) = events.first, case .paymentSheetPresented(let sheet) = events.last else {
            Issue.record("expected an update then the payment sheet, got \(events)")
            return
        }
        #expect(first.state == .purchasing && first.quantity == 2)
        // The sheet asks for the product's price in the current storefront times the quantity.
        #expect(sheet == PaymentSheet(transactionID: "t1", productID: "com.example.gems", quantity: 2,
            price: Price(minorUnits: 198, currency: "USD")))
        try world.confirmPaymentSheet()
        #expect(world.sheet == nil)
        #expect(updates(&world).map(\.state) == [.purchased])
    }

    @Test func sheetPriceIsTheCurrentStorefrontsOwnPrice() throws {
        var world = World.builtIn()
        world.changeStorefront(to: Storefront.resolve("JPN")!)
        _ = world.drainEvents()
        try world.buy(productID: "com.example.gems")
        let sheets = paymentEvents(&world).compactMap { if case .paymentSheetPresented(let s) = $0 { return s.price } else { return nil } }
        #expect(sheets == [Price(minorUnits: 160, currency: "JPY")])
    }

    @Test func quantityTimesPriceThatOverflowsIsRefusedBeforeAnyTransaction() throws {
        var world = World.builtIn()
        // An SKProduct the app holds whose price is near Int.max cents (no catalog entry to re-price it).
        var huge = ReceivedProduct(InAppProduct(id: "huge", type: .consumable, price: "1"), in: .usa)
        huge.price = Price(minorUnits: Int.max / 2, currency: "USD")
        world.products.received["huge"] = huge
        #expect(throws: PaymentError.priceOverflow(productID: "huge", quantity: 3)) { try world.buy(productID: "huge", quantity: 3) }
        #expect(world.payments.transactions.isEmpty)
    }

    @Test func cancelFailsWithPaymentCancelled() throws {
        var world = World.builtIn()
        try world.buy(productID: "com.example.gems")
        _ = world.drainEvents()
        try world.cancelPaymentSheet()
        #expect(updates(&world).map(\.error) == [.paymentCancelled])
    }

    @Test func paymentNeedsAReceivedProductAndNoSheet() throws {
        var world = World.builtIn()
        #expect(throws: PaymentError.productNotFetched("typo", known: false)) { try world.buy(productID: "typo") }
        world.catalog.add(InAppProduct(id: "new", type: .consumable, price: "1"))
        #expect(throws: PaymentError.productNotFetched("new", known: true)) { try world.buy(productID: "new") }
        #expect(throws: PaymentError.quantityOutOfRange(11)) { try world.buy(productID: "com.example.gems", quantity: 11) }
        try world.buy(productID: "com.example.gems")
        #expect(throws: SheetError.alreadyUp(.payment(transactionID: "t1"))) { try world.buy(productID: "com.example.gems") }
        try world.confirmPaymentSheet()
        #expect(world.payments.transaction("t1")?.state == .purchased)
    }

    @Test func confirmWithoutSheetIsAnError() {
        var world = World.builtIn()
        #expect(throws: PaymentError.noPaymentSheet(up: nil)) { try world.confirmPaymentSheet() }
        #expect(throws: PaymentError.noPaymentSheet(up: nil)) { try world.cancelPaymentSheet() }
    }

    @Test func askToBuyDefersUntilApprovedOrDeclined() throws {
        var world = World.builtIn()
        world.payments.askToBuyEnabled = true
        world.disableDialogs = true
        let first = try world.buy(productID: "com.example.premium")
        let second = try world.buy(productID: "com.example.gems")
        #expect(updates(&world).map(\.state) == [.purchasing, .deferred, .purchasing, .deferred])
        #expect(throws: PaymentError.self) { try world.finishTransaction(first) }
        try world.approveAskToBuy(first)
        try world.declineAskToBuy(second)
        let answered = updates(&world)
        #expect(answered.map(\.state) == [.purchased, .failed] && answered.last?.error == .paymentCancelled)
        #expect(throws: PaymentError.self) { try world.approveAskToBuy(second) }
        #expect(world.payments.owned.map(\.productID) == ["com.example.premium"])
    }

    @Test func injectedFailuresOnceOrAlways() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        world.payments.failNext = .paymentInvalid
        try world.buy(productID: "com.example.gems")
        try world.buy(productID: "com.example.gems")
        #expect(updates(&world).map(\.error) == [nil, .paymentInvalid, nil, nil])
        world.payments.failTransactionsEnabled = true
        world.payments.failureError = .cloudServiceRevoked
        for _ in 0..<2 { try world.buy(productID: "com.example.gems") }
        #expect(updates(&world).compactMap(\.error) == [.cloudServiceRevoked, .cloudServiceRevoked])
    }

    @Test func restrictedDeviceFailsWithPaymentNotAllowed() throws {
        var world = World.builtIn()
        world.device.canMakePayments = false
        try world.buy(productID: "com.example.gems")
        #expect(updates(&world).map(\.error) == [nil, .paymentNotAllowed])
        #expect(world.sheet == nil)
    }

    @Test func storeProductNotAvailableGetsTheSamplesAlert() throws {
        var world = World.builtIn()
        try world.buy(productID: "com.example.gems")
        try world.catalog.remove("com.example.gems")
        _ = world.drainEvents()
        try world.confirmPaymentSheet()
        let events = paymentEvents(&world)
        guard case .notAvailableAlert(let title, let storefront)? = events.last else {
            Issue.record("expected the alert last, got \(events)")
            return
        }
        #expect(title == "100 Gems" && storefront == .usa)
    }

    @Test func finishRules() throws {
        var world = World.builtIn()
        #expect(throws: PaymentError.unknownTransaction("t9")) { try world.finishTransaction("t9") }
        let id = try world.buy(productID: "com.example.gems")
        #expect(throws: PaymentError.notFinishable(world.payments.transaction(id)!)) { try world.finishTransaction(id) }
        try world.confirmPaymentSheet()
        _ = world.drainEvents()
        try world.finishTransaction(id)
        let events = paymentEvents(&world)
        #expect(events.count == 1)
        if case .transactionRemoved(let removed)? = events.first { #expect(removed.id == id && removed.finished) } else { Issue.record("\(events)") }
        #expect(world.payments.unfinished.isEmpty)
        #expect(throws: PaymentError.alreadyFinished(id)) { try world.finishTransaction(id) }
    }

    @Test func finishAllLeavesOpenTransactions() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.gems")
        world.disableDialogs = false
        try world.buy(productID: "com.example.gems")
        #expect(world.finishAll() == ["t1"])
        #expect(world.payments.unfinished.map(\.state) == [.purchasing])
        #expect(world.finishAll().isEmpty)
    }

    @Test func restoreBringsBackNonConsumablesAndSubscriptionsOnly() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        for id: ProductID in ["com.example.premium", "com.example.gems", "com.example.pro.monthly", "com.example.premium"] {
            try world.buy(productID: id)
        }
        _ = world.drainEvents()
        #expect(world.restoreCompletedTransactions() == ["t5", "t6"])
        let events = paymentEvents(&world)
        let restored = events.compactMap { if case .transactionUpdated(let t) = $0 { return t } else { return nil } }
        #expect(restored.map(\.productID) == ["com.example.premium", "com.example.pro.monthly"])
        #expect(restored.map(\.originalID) == ["t1", "t3"])
        #expect(restored.allSatisfy { $0.state == .restored })
        #expect(events.last == .restoreCompleted(count: 2))
    }

    @Test func eachCallbackIsATurnOfItsOwn() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.gems")
        let turns = world.drainEvents().map(\.turn)
        #expect(turns.count == 2 && Set(turns).count == 2)
    }

    /// A relaunch delivers every unfinished final transaction again, and only those; a new device
    /// shows the account's entitlements only after a restore or a sync, never consumables.
    @Test(arguments: [false, true])
    func launchRedeliversUnfinishedTransactions(newDevice: Bool) throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.gems")
        try world.buy(productID: "com.example.premium")
        try world.finishTransaction("t1")
        _ = world.drainEvents()
        world.launchApp(onNewDevice: newDevice)
        let delivered = world.drainEvents().compactMap {
            if case .payments(.transactionUpdated(let t)) = $0.event { return t.id } else { return nil }
        }
        #expect(delivered == ["t2"])
        #expect(world.currentEntitlements.map(\.id) == (newDevice ? [] : ["t2"]))
        world.syncWithAppStore()
        #expect(world.currentEntitlements.map(\.id) == ["t2"])
        #expect(!world.allStoreKit2Transactions.contains { $0.id == "t1" }, "a finished consumable never comes back")
    }

    /// The sharing family member's device (AppTransaction.appTransactionID: unique "for each family
    /// group member"): signed in to that member's account, so this account's unfinished
    /// transactions and entitlements do not reach it, relaunching there stays there, and a new
    /// device is this account's again.
    @Test func theFamilyMembersDeviceIsAnotherAccounts() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.premium")
        _ = world.drainEvents()
        world.launchAppOnFamilyMembersDevice()
        #expect(paymentEvents(&world) == [.appLaunchedForFamilyMember])
        #expect(world.device.account == .sharingFamilyMember)
        #expect(world.currentEntitlements.isEmpty)
        world.launchApp(onNewDevice: false)
        #expect(paymentEvents(&world) == [.appLaunched(newDevice: false, unfinished: [])])
        #expect(world.device.account == .sharingFamilyMember)
        world.launchApp(onNewDevice: true)
        #expect(world.device.account == .customer)
        #expect(world.device.number == 2)
        #expect(updates(&world).map(\.id) == ["t1"])
    }
}

