import Testing
@testable import StoreKitSimulator

/// Product.SubscriptionInfo.groupLevel: "On systems earlier than iOS 17 … this property returns a
/// sentinel value of 0 when you test your app using StoreKit Testing in Xcode"; otherwise the
/// subscription's level, 1 the highest (Apple's groupLevel page).
struct GroupLevelTests {
    @Test func theLevelIsTheSentinelZeroBeforeIOS17UnderStoreKitTesting() async throws {
        let session = SKTestSession()
        try await session.bind {
            try session.run("device os 16.4")
            let before = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first?.subscription)
            #expect(before.groupLevel == 0)
            try session.run("signing environment sandbox")
            let sandbox = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first?.subscription)
            #expect(sandbox.groupLevel == 1)
            try session.run("signing environment xcode")
            try session.run("device os 17.0")
            let after = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first?.subscription)
            #expect(after.groupLevel == 1)
        }
    }
}
