import StoreKit
import Stores
import Testing

/// A store made per test with its listener in a `Task`: every test binds its own session, so
/// these run in parallel (with each other and beside the serialized suites).
@MainActor
struct TaskListenerStoreTests {
    /// Products are loaded by a `Task` in the store's `init`; `settle()` waits for that call.
    @Test func productsLoadFromInit() async throws {
        let session = SKTestSession()
        await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.gems", "com.example.pro.monthly"])
            defer { store.stop() }
            await session.settle()
            #expect(store.products.map(\.id) == ["com.example.gems", "com.example.pro.monthly"])
        }
    }

    @Test func purchaseAndRenewal() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.pro.monthly"])
            defer { store.stop() }
            await session.settle()
            guard case .success = try await store.purchase("com.example.pro.monthly") else { Issue.record("no purchase"); return }
            #expect(store.entitled == ["com.example.pro.monthly"])
            try await session.advance(by: .seconds(31 * 86_400))
            #expect(store.renewals == 1)
        }
    }

    @Test func askToBuyApprovalAndRefund() async throws {
        let session = SKTestSession()
        session.askToBuyEnabled = true
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.premium"])
            defer { store.stop() }
            await session.settle()
            guard case .pending = try await store.purchase("com.example.premium") else { Issue.record("not pending"); return }
            try session.approveAskToBuyTransaction(identifier: 1)
            await session.settle()
            #expect(store.approvals == [1])
            #expect(store.entitled == ["com.example.premium"])
            try session.refundTransaction(identifier: 1)
            await session.settle()
            #expect(store.revoked == [1])
            #expect(store.entitled.isEmpty)
        }
    }

    /// "simulatesAskToBuyInSandbox(_:)": a team testing Ask to Buy "in the sandbox environment"
    /// passes the option; with the session signing as the sandbox the purchase is pending until
    /// a parent approves. In Xcode's environment (the session's default) it goes through at once.
    @Test func askToBuyInTheSandbox() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.premium", "com.example.gems"])
            defer { store.stop() }
            await session.settle()
            guard case .success = try await store.purchase("com.example.gems", options: [.simulatesAskToBuyInSandbox(true)]) else {
                Issue.record("in Xcode's environment the purchase did not go through"); return
            }
            _ = try session.run("signing environment sandbox")
            let result = try await store.purchase("com.example.premium", options: [.simulatesAskToBuyInSandbox(true)])
            #expect(PurchaseMessages.isWaiting(result))
            #expect(PurchaseMessages.message(for: result) == "Waiting for approval.")
            #expect(store.entitled.isEmpty)
            try session.approveAskToBuyTransaction(identifier: 2)
            await session.settle()
            #expect(store.approvals == [2])
            #expect(store.entitled == ["com.example.premium"])
        }
    }

    /// The screen's words for StoreKit's results and errors, from switches that end in `default`
    /// and `@unknown default` (PurchaseMessages, built with warnings as errors).
    @Test func messagesForResultsAndErrors() async throws {
        #expect(PurchaseMessages.message(for: StoreKitError.networkError(URLError(.notConnectedToInternet)))
            == "Check your connection and try again.")
        #expect(PurchaseMessages.isRetryable(StoreKitError.networkError(URLError(.timedOut))))
        #expect(!PurchaseMessages.isRetryable(StoreKitError.notEntitled))
        #expect(PurchaseMessages.message(for: Product.PurchaseError.invalidOfferPrice) == "This offer is not available.")
        #expect(!PurchaseMessages.isAboutAnOffer(Product.PurchaseError.purchaseNotAllowed))
        let session = SKTestSession()
        try session.setSimulatedError(Product.PurchaseError.purchaseNotAllowed, forAPI: .purchase)
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.gems"])
            defer { store.stop() }
            await session.settle()
            do {
                _ = try await store.purchase("com.example.gems")
                Issue.record("the purchase did not throw")
            } catch let error as Product.PurchaseError {
                #expect(PurchaseMessages.message(for: error) == "Purchases are turned off on this device.")
            }
        }
    }

    @Test func entitlementsAfterExpiryAndRestore() async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.pro.monthly"])
            defer { store.stop() }
            try session.buyProduct(identifier: "com.example.pro.monthly")
            try session.buyProduct(identifier: "com.example.premium")
            await session.settle()
            #expect(store.entitled == ["com.example.pro.monthly", "com.example.premium"])
            try session.expireSubscription(productIdentifier: "com.example.pro.monthly")
            await session.settle()
            try await store.restore()
            #expect(store.entitled == ["com.example.premium"])
        }
    }

    /// Twenty at once, each in its own session.
    @Test(arguments: 0..<20) func parallelSessions(index: Int) async throws {
        let session = SKTestSession()
        try await session.bind {
            let store = TaskListenerStore(productIDs: ["com.example.gems"])
            defer { store.stop() }
            await session.settle()
            for _ in 0...(index % 3) { try session.buyProduct(identifier: "com.example.gems") }
            await session.settle()
            #expect(store.approvals == Array(1...UInt64(index % 3 + 1)))
        }
    }
}
