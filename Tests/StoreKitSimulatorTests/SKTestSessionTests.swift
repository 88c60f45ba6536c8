import Foundation
import Testing
@testable import StoreKitSimulator

/// SKTestSession's controls, each through its command, seen through StoreKit 2's calls.
struct SKTestSessionTests {
    @Test func configurationFileProductsAreSold() async throws {
        let session = try SKTestSession(configurationFileAt: root + "/scenarios/catalogs/Example.storekit")
        try await session.bind {
            let products = try await Product.products(for: ["com.example.sim.coins100", "com.example.sim.premium.monthly", "nope"])
            #expect(products.map(\.id) == ["com.example.sim.coins100", "com.example.sim.premium.monthly"])
            #expect(products.last?.subscription != nil)
        }
        #expect(throws: StoreKitSimulatorError.self) { try SKTestSession(configurationFileAt: root + "/scenarios/catalogs/missing.storekit") }
    }

    @Test func codeOfferIsRedeemedByBuyProductOnly() async throws {
        let session = SKTestSession()
        try session.run("offer add com.example.pro.monthly PROCODE --type code --mode freeTrial --period P1M")
        try await session.bind {
            let monthly = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            await #expect(throws: StoreKitSimulatorError.self) { try await monthly.purchase(options: [.codeOffer(referenceName: "PROCODE")]) }
            #expect(throws: StoreKitSimulatorError.self) {
                try session.buyProduct(identifier: "com.example.premium", options: [.codeOffer(referenceName: "PROCODE")])
            }
            let id = try session.buyProduct(identifier: "com.example.pro.monthly", options: [.codeOffer(referenceName: "PROCODE")])
            #expect(id == 1)
            let transaction = try #require(await Transaction.latest(for: "com.example.pro.monthly")).unsafePayloadValue
            #expect(transaction.offer?.type == .code)
            #expect(transaction.offer?.id == "PROCODE")
        }
    }

    @Test func simulatedErrorsAndVerification() async throws {
        let session = SKTestSession()
        try await session.bind {
            try session.setSimulatedError(StoreKitError.notAvailableInStorefront, forAPI: .loadProducts)
            await #expect(throws: StoreKitError.notAvailableInStorefront) { try await Product.products(for: ["com.example.gems"]) }
            try session.setSimulatedError(nil, forAPI: .loadProducts)
            try session.setSimulatedError(StoreKitError.unknown, forAPI: .appStoreSync)
            await #expect(throws: StoreKitError.unknown) { try await AppStore.sync() }
            // An error the API cannot throw is refused, as SKTestSession refuses it.
            #expect(throws: StoreKitSimulatorError.self) {
                try session.setSimulatedError(Product.PurchaseError.invalidQuantity, forAPI: .loadProducts)
            }

            try session.setSimulatedError(VerificationError.invalidSignature, forAPI: .verification)
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            guard case .success(let result) = try await gems.purchase() else { Issue.record("no success"); return }
            guard case .unverified(let transaction, let error) = result else { Issue.record("verified"); return }
            #expect(error == .invalidSignature)
            #expect(transaction.id == 1)
            #expect(throws: VerificationError.invalidSignature) { try result.payloadValue }
            let app = try await AppTransaction.shared
            #expect(app.unsafePayloadValue.bundleID == "com.example.storekitsim")
            #expect(app.jwsRepresentation.split(separator: ".").count == 3)
        }
    }

    @Test func expireRenewAndReset() async throws {
        let session = SKTestSession()
        try await session.bind {
            let monthly = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            _ = try await monthly.purchase()
            try session.forceRenewalOfSubscription(productIdentifier: "com.example.pro.monthly")
            #expect(await Transaction.latest(for: "com.example.pro.monthly")?.unsafePayloadValue.reason == .renewal)
            try session.expireSubscription(productIdentifier: "com.example.pro.monthly")
            let status = try #require(try await monthly.subscription?.status.first)
            #expect(status.state == .expired)
            #expect(try status.renewalInfo.payloadValue.expirationReason == .unknown)
            session.timeRate = .oneRenewalEveryTwoSeconds
            #expect(session.timeRate == .oneRenewalEveryTwoSeconds)
            try session.resetToDefaultState()
            #expect(session.disableDialogs)
            #expect(session.timeRate == .realTime)
            var count = 0
            for await _ in Transaction.all { count += 1 }
            #expect(count == 0)
        }
    }

    private var root: String {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(3)
        return path.joined(separator: "/")
    }
}

extension SKTestSessionTests {
    @Test func anUnknownStorefrontIsRefused() throws {
        let session = SKTestSession()
        #expect(throws: StoreKitSimulatorError.self) { try session.setStorefront("Atlantis") }
        #expect(session.storefront == "USA")
        try session.setStorefront("JP")
        #expect(session.storefront == "JPN")
    }
}

extension SKTestSessionTests {
    @Test func anInterruptedPurchaseCompletesThroughUpdatesOnceResolved() async throws {
        let session = SKTestSession()
        session.interruptedPurchasesEnabled = true
        try await session.bind {
            let premium = try #require(try await Product.products(for: ["com.example.premium"]).first)
            #expect(try await premium.purchase() == .userCancelled)
            #expect(await Transaction.currentEntitlement(for: "com.example.premium") == nil)
            try session.resolveIssueForTransaction(identifier: 1)
            for await update in Transaction.updates {
                #expect(update.unsafePayloadValue.id == 2)
                #expect(update.unsafePayloadValue.productID == "com.example.premium")
                break
            }
            #expect(await Transaction.currentEntitlement(for: "com.example.premium")?.unsafePayloadValue.id == 2)
        }
    }
}

extension SKTestSessionTests {
    @Test func deviceVerificationIsThePayloads() async throws {
        let session = SKTestSession()
        try await session.bind {
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            guard case .success(let result) = try await gems.purchase() else { Issue.record("no success"); return }
            let transaction = try result.payloadValue
            let payload = try #require(try JSONSerialization.jsonObject(with: transaction.jsonRepresentation) as? [String: Any])
            #expect(transaction.deviceVerification.count == 48)
            #expect(transaction.deviceVerification.base64EncodedString() == payload["deviceVerification"] as? String)
            #expect(transaction.deviceVerificationNonce.uuidString.lowercased() == payload["deviceVerificationNonce"] as? String)
            #expect(AppStore.deviceVerificationID != nil)
            let app = try await AppTransaction.shared.payloadValue
            #expect(app.deviceVerification.count == 48)
            #expect(app.deviceVerificationNonce != transaction.deviceVerificationNonce)
        }
    }

    /// AppTransaction.appTransactionID is "unique for each family group member": on the sharing
    /// family member's device ('app relaunch --family-member') the library's AppTransaction carries
    /// that member's id, as its JWS does, and its own deviceVerification.
    @Test func theFamilyMembersDeviceHasItsOwnAppTransactionID() async throws {
        let session = SKTestSession()
        try await session.bind {
            let own = try await AppTransaction.shared.payloadValue
            try session.run("app relaunch --family-member")
            let member = try await AppTransaction.shared.payloadValue
            let payload = try #require(try JSONSerialization.jsonObject(with: member.jsonRepresentation) as? [String: Any])
            #expect(member.appTransactionID != own.appTransactionID)
            #expect(member.appTransactionID == payload["appTransactionId"] as? String)
            #expect(member.deviceVerification != own.deviceVerification)
            #expect(member.bundleID == own.bundleID)
        }
    }
}
