import Foundation
import Testing
@testable import StoreKitSimulator

/// Members real store code uses, with Apple's signatures (issue 44's probe), those provided so far.
struct AppleMembersTests {
    @Test func staticPeriodsAreApples() {
        #expect(Product.SubscriptionPeriod.monthly.value == 1 && Product.SubscriptionPeriod.monthly.unit == .month)
        #expect(Product.SubscriptionPeriod.yearly.unit == .year)
        #expect(Product.SubscriptionPeriod.weekly.unit == .week)
        #expect(Product.SubscriptionPeriod.everyThreeDays.value == 3 && Product.SubscriptionPeriod.everyThreeDays.unit == .day)
        #expect(Product.SubscriptionPeriod.everyTwoWeeks.value == 2)
        #expect(Product.SubscriptionPeriod.everyTwoMonths.value == 2)
        #expect(Product.SubscriptionPeriod.everyThreeMonths.value == 3)
        #expect(Product.SubscriptionPeriod.everySixMonths.value == 6 && Product.SubscriptionPeriod.everySixMonths.unit == .month)
    }

    @Test func errorsAreConstructibleAndDescribed() {
        let network = StoreKitError.networkError(SimulatedFailure(description: "offline"))
        #expect(network.errorDescription?.contains("offline") == true)
        #expect((StoreKitError.userCancelled as any Error).localizedDescription == "The user cancelled the request.")
    }

    @Test @available(*, deprecated) func transactionAndVerificationMembers() async throws {
        let session = SKTestSession(startingAt: Date(timeIntervalSince1970: 1_800_000_000))
        try session.run("offer add com.example.pro.monthly PROCODE --type code --mode freeTrial --period P1M")
        try await session.bind {
            try session.buyProduct(identifier: "com.example.pro.monthly", options: [.codeOffer(referenceName: "PROCODE")])
            let result = try #require(await Transaction.latest(for: "com.example.pro.monthly"))
            let transaction = try result.payloadValue
            #expect(transaction.offerType == .code)
            #expect(transaction.offerID == "PROCODE")
            #expect(transaction.storefrontCountryCode == "USA")
            #expect(result.signedDate == Date(timeIntervalSince1970: 1_800_000_000))
            let payload = try #require(try JSONSerialization.jsonObject(with: result.payloadData) as? [String: Any])
            #expect(payload["productId"] as? String == "com.example.pro.monthly")
            let status = try #require(try await Product.SubscriptionInfo.status(for: transaction.subscriptionGroupID ?? "").first)
            let renewal = try status.renewalInfo.payloadValue
            let increase: Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus = renewal.priceIncreaseStatus
            #expect(increase == .noIncreasePending)
            let app = try await AppTransaction.refresh()
            #expect(app.unsafePayloadValue.appTransactionID == transaction.appTransactionID)
        }
    }

    /// A quantity reaches the command as asked (it was told as 0 beyond 1,000,000); both sides of
    /// the command's range throw invalidQuantity, as StoreKit does outside 1...10.
    @Test func aQuantityIsNotRewritten() async throws {
        let session = SKTestSession()
        try await session.bind {
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            await #expect(throws: Product.PurchaseError.invalidQuantity) { try await gems.purchase(options: [.quantity(11)]) }
            #expect(try session.diagram().contains("--quantity 11"))
            await #expect(throws: Product.PurchaseError.invalidQuantity) { try await gems.purchase(options: [.quantity(5_000_000)]) }
            #expect(try !session.diagram().contains("--quantity 0"))
        }
    }
}
