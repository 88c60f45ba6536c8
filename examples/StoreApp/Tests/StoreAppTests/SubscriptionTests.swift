import Foundation
import StoreApp
import StoreKitSimulator
import Testing

@MainActor
struct SubscriptionTests {
    @Test func freeTrialRenewsIntoPaidAfterAdvance() async throws {
        let session = SKTestSession()
        try session.run("offer add com.example.pro.monthly trial --type introductory --mode freeTrial --period P1W")
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let monthly = try #require(store.product("com.example.pro.monthly"))
            let subscription = try #require(monthly.subscription)
            #expect(subscription.introductoryOffer?.paymentMode == .freeTrial)
            #expect(await subscription.isEligibleForIntroOffer)
            guard case .purchased(let trial) = try await store.purchase(monthly) else { Issue.record("not purchased"); return }
            #expect(trial.offer?.type == .introductory)
            #expect(trial.offer?.paymentMode == .freeTrial)
            #expect(trial.expirationDate == trial.purchaseDate.addingTimeInterval(7 * 86_400))
            #expect(await subscription.isEligibleForIntroOffer == false)
            #expect(store.isSubscribed())

            try await session.advance(by: .seconds(8 * 86_400))
            let renewal = try #require(store.updatesSeen.last)
            #expect(renewal.reason == .renewal)
            #expect(renewal.offer == nil)
            #expect(renewal.originalID == trial.id)
            #expect(renewal.price == Decimal(string: "2.99"))
            #expect(store.subscriptionState == .subscribed)
            #expect(store.isSubscribed())
        }
    }

    @Test func billingRetryInGraceKeepsServiceThenExpires() async throws {
        let session = SKTestSession()
        session.billingGracePeriodIsEnabled = true
        session.shouldEnterBillingRetryOnRenewal = true
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            _ = try await store.purchase(try #require(store.product("com.example.pro.monthly")))
            #expect(store.subscriptionState == .subscribed)

            try await session.advance(by: .seconds(31 * 86_400))
            #expect(store.subscriptionState == .inGracePeriod)
            #expect(store.isSubscribed())
            let status = try #require(try await Product.SubscriptionInfo.status(for: "pro").first)
            let renewalInfo = try status.renewalInfo.payloadValue
            #expect(renewalInfo.isInBillingRetry)
            #expect(renewalInfo.gracePeriodExpirationDate != nil)

            try await session.advance(by: .seconds(16 * 86_400))
            #expect(store.subscriptionState == .inBillingRetryPeriod)
            #expect(!store.isSubscribed())

            try await session.advance(by: .seconds(60 * 86_400))
            #expect(store.subscriptionState == .expired)
            #expect(!store.isSubscribed())
            let expired = try #require(try await Product.SubscriptionInfo.status(for: "pro").first)
            #expect(try expired.renewalInfo.payloadValue.expirationReason == .billingError)
        }
    }

    @Test func upgradeReplacesTheLowerLevelAtOnce() async throws {
        let session = SKTestSession()
        try session.run("product add com.example.pro.basic --type auto-renewable --group pro --level 2 --period P1M --price 0.99 --title 'Pro Basic'")
        try await session.bind {
            let store = Store()
            defer { store.stop() }
            try await store.loadProducts()
            let basic = try #require(try await Product.products(for: ["com.example.pro.basic"]).first)
            #expect(basic.subscription?.groupLevel == 2)
            _ = try await store.purchase(basic)
            try await session.advance(by: .seconds(15 * 86_400))
            guard case .purchased(let upgrade) = try await store.purchase(try #require(store.product("com.example.pro.monthly"))) else {
                Issue.record("not purchased"); return
            }
            #expect(upgrade.originalID == 1)
            await session.settle()
            var upgraded: [UInt64] = []
            for await result in Transaction.all where result.unsafePayloadValue.isUpgraded { upgraded.append(result.unsafePayloadValue.id) }
            #expect(upgraded == [1])
            #expect(store.purchasedProductIDs == ["com.example.pro.monthly"])
            let status = try #require(try await Product.SubscriptionInfo.status(for: "pro").first)
            #expect(try status.transaction.payloadValue.productID == "com.example.pro.monthly")
        }
    }
}
