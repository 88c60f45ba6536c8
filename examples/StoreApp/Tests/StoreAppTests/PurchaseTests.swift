import Foundation
import StoreApp
import StoreKitSimulator
import Testing

/// The app's Store against a simulated App Store: one session (one world) per test, so the tests
/// run in parallel; nothing happens between two lines unless the test says so.
@MainActor
struct PurchaseTests {
    @Test func consumablePurchaseCreditsGemsOncePerTransaction() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let gems = try #require(store.product("com.example.gems"))
            #expect(gems.type == .consumable)
            #expect(gems.price == Decimal(string: "0.99"))
            let outcome = try await store.purchase(gems, quantity: 3)
            guard case .purchased(let transaction) = outcome else { Issue.record("not purchased: \(outcome)"); return }
            #expect(transaction.id == 1)
            #expect(transaction.purchasedQuantity == 3)
            #expect(store.gems == 300)
            _ = try await store.purchase(gems)
            #expect(store.gems == 400)
            // Finished consumables leave Transaction.unfinished and Transaction.all.
            var unfinished = 0
            for await _ in Transaction.unfinished { unfinished += 1 }
            #expect(unfinished == 0)
        }
    }

    @Test func nonConsumablePurchaseIsAnEntitlement() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            #expect(store.purchasedProductIDs.isEmpty)
            let premium = try #require(store.product("com.example.premium"))
            let outcome = try await store.purchase(premium)
            #expect(store.purchasedProductIDs == ["com.example.premium"])
            let entitlement = try #require(await Transaction.currentEntitlement(for: "com.example.premium"))
            guard case .verified(let transaction) = entitlement, case .purchased(let bought) = outcome else { Issue.record("unverified"); return }
            #expect(transaction.id == bought.id)
            #expect(transaction.productType == .nonConsumable)
            #expect(transaction.ownershipType == .purchased)
            #expect(entitlement.jwsRepresentation.split(separator: ".").count == 3)
        }
    }

    @Test func cancelledSheetBuysNothing() async throws {
        let session = SKTestSession()
        session.disableDialogs = false
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let premium = try #require(store.product("com.example.premium"))
            async let outcome = store.purchase(premium)
            await session.paymentSheet()
            try session.cancelPaymentSheet()
            #expect(try await outcome == .cancelled)
            #expect(store.purchasedProductIDs.isEmpty)
            var all = 0
            for await _ in Transaction.all { all += 1 }
            #expect(all == 0)
        }
    }

    @Test func askToBuyIsPendingThenApprovedThroughUpdates() async throws {
        let session = SKTestSession()
        session.askToBuyEnabled = true
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let premium = try #require(store.product("com.example.premium"))
            #expect(try await store.purchase(premium) == .pending)
            #expect(store.purchasedProductIDs.isEmpty)
            try session.approveAskToBuyTransaction(identifier: 1)
            await session.settle()
            #expect(store.updatesSeen.map(\.id) == [1])
            #expect(store.purchasedProductIDs == ["com.example.premium"])
        }
    }

    @Test func refundRevokesThroughUpdates() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            _ = try await store.purchase(try #require(store.product("com.example.premium")))
            #expect(store.purchasedProductIDs == ["com.example.premium"])
            try session.refundTransaction(identifier: 1)
            await session.settle()
            #expect(store.revoked == [1])
            #expect(store.purchasedProductIDs.isEmpty)
            let revocation = try #require(store.updatesSeen.last)
            #expect(revocation.revocationReason == .other)
            #expect(revocation.revocationDate != nil)
        }
    }

    @Test func storefrontChangeDuringPurchaseFailsWithProductUnavailable() async throws {
        let session = SKTestSession()
        try session.run("product add com.example.usa.only --price 1.99 --storefronts USA")
        session.disableDialogs = false
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            let usaOnly = try #require(try await Product.products(for: ["com.example.usa.only"]).first)
            let purchase = Task { try await store.purchase(usaOnly) }
            await session.paymentSheet()
            session.storefront = "JPN"
            try session.confirmPaymentSheet()
            await #expect(throws: Product.PurchaseError.productUnavailable) { try await purchase.value }
            await session.settle()
            #expect(store.storefrontCode == "JPN")
            #expect(try await Product.products(for: ["com.example.usa.only"]).isEmpty)
        }
    }

    @Test func simulatedPurchaseErrorIsThrown() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let gems = try #require(store.product("com.example.gems"))
            try session.setSimulatedError(Product.PurchaseError.purchaseNotAllowed, forAPI: .purchase)
            await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { try await store.purchase(gems) }
            try session.setSimulatedError(StoreKitError.notAvailableInStorefront, forAPI: .purchase)
            await #expect(throws: StoreKitError.notAvailableInStorefront) { try await store.purchase(gems) }
            try session.setSimulatedError(nil, forAPI: .purchase)
            #expect(try await store.purchase(gems) != .cancelled)
            #expect(store.gems == 100)
        }
    }
}
