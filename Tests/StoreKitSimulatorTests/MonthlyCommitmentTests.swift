import Foundation
import Testing
@testable import StoreKitSimulator

/// The members StoreKit 2 declares for the monthly subscription with a 12-month commitment (iOS
/// 26.4): Product.PurchaseOption.billingPlanType(_:), Transaction.billingPlanType and
/// commitmentInfo, RenewalInfo.renewalBillingPlanType and commitmentInfo, each read from the
/// signed payload. Expected values come from "Supporting monthly subscriptions with a 12-month
/// commitment" and "Managing the life cycle of monthly subscriptions with a 12-month commitment",
/// over scenarios/catalogs/Commitment.storekit (a yearly subscription at 59.99 EUR whose MONTHLY
/// plan charges 5.99 EUR a month, 71.88 EUR per commitment; the file sets the France storefront).
struct MonthlyCommitmentTests {
    static let yearly = "com.example.sim.premium.yearly"
    static let january2026 = Date(timeIntervalSince1970: 1_767_225_600)
    static let february2026 = Date(timeIntervalSince1970: 1_769_904_000)
    static let january2027 = Date(timeIntervalSince1970: 1_798_761_600)

    @Test func aMonthlyChargeCarriesItsCommitment() async throws {
        let session = try SKTestSession(configurationFileAt: root + "/scenarios/catalogs/Commitment.storekit")
        try session.run("device os 26.4")
        session.disableDialogs = true   // the file has _disableDialogs false: no sheet waits
        try await session.bind {
            let product = try #require(try await Product.products(for: [Self.yearly]).first)
            guard case .success(let result) = try await product.purchase(options: [.billingPlanType(.monthly)]) else {
                Issue.record("the monthly plan was not bought"); return
            }
            let transaction = try result.payloadValue
            // "A value of monthly indicates a commitment plan"; each billing period is a month.
            #expect(transaction.billingPlanType == .monthly)
            #expect(transaction.purchaseDate == Self.january2026)
            #expect(transaction.expirationDate == Self.february2026)
            #expect(transaction.price == Decimal(string: "5.99"))
            // "billingPeriodNumber — The current billing period number, for example: 2 of 12";
            // expirationDate "The date the full commitment ends"; price "The total cost".
            let commitment = try #require(transaction.commitmentInfo)
            #expect(commitment.billingPeriodNumber == 1)
            #expect(commitment.totalBillingPeriods == 12)
            #expect(commitment.expirationDate == Self.january2027)
            #expect(commitment.price == Decimal(string: "71.88"))

            let status = try #require(try await product.subscription?.status.first)
            let renewal = try status.renewalInfo.payloadValue
            #expect(renewal.renewalBillingPlanType == .monthly)
            let renewalCommitment = try #require(renewal.commitmentInfo)
            #expect(renewalCommitment.willAutoRenew)
            #expect(renewalCommitment.autoRenewPreference == Self.yearly)
            #expect(renewalCommitment.renewalDate == Self.january2027)
            #expect(renewalCommitment.renewalPrice == Decimal(string: "5.99"))
            #expect(renewalCommitment.renewalBillingPlanType == .monthly)

            // The second month: billing period 2 of the same commitment.
            try await session.advance(by: .seconds(31 * 86_400))
            let second = try #require(await Transaction.latest(for: Self.yearly)).unsafePayloadValue
            #expect(second.billingPlanType == .monthly)
            #expect(second.commitmentInfo?.billingPeriodNumber == 2)
            #expect(second.commitmentInfo?.expirationDate == Self.january2027)

            // A cancellation "applies to the annual renewal, not to the remaining months": the
            // commitment's willAutoRenew turns false.
            try session.run("auto-renew \(Self.yearly) off")
            let cancelled = try #require(try await product.subscription?.status.first).renewalInfo.unsafePayloadValue
            #expect(cancelled.commitmentInfo?.willAutoRenew == false)
            // "The willAutoRenew in the subscription renewal info (renewalInfo) remains 1,
            // indicating that monthly billing continues for the remaining periods".
            #expect(cancelled.willAutoRenew)
        }
    }

    /// "An up-front billing plan type is the default for standard auto-renewable subscriptions"
    /// and "The product metadata, transactions, and subscription renewal information contain this
    /// value": without the option the subscription is paid for the year, its signed data says
    /// BILLED_UPFRONT and carries no commitment.
    @Test func anUpFrontPurchaseIsUpFrontWithNoCommitment() async throws {
        let session = try SKTestSession(configurationFileAt: root + "/scenarios/catalogs/Commitment.storekit")
        try session.run("device os 26.4")
        session.disableDialogs = true
        try await session.bind {
            let product = try #require(try await Product.products(for: [Self.yearly]).first)
            guard case .success(let result) = try await product.purchase() else { Issue.record("not bought"); return }
            let transaction = try result.payloadValue
            #expect(transaction.expirationDate == Self.january2027)
            #expect(transaction.billingPlanType == .upFront)
            #expect(transaction.commitmentInfo == nil)
            let renewal = try #require(try await product.subscription?.status.first).renewalInfo.unsafePayloadValue
            #expect(renewal.renewalBillingPlanType == .upFront)
            #expect(renewal.commitmentInfo == nil)
        }
    }

    /// "You can deploy monthly subscriptions with 12-month commitments worldwide (except the
    /// United States and Singapore) to customers with devices running iOS 26.4 … or later."
    @Test func theMonthlyPlanIsRefusedBefore26_4AndInTheUnitedStates() async throws {
        let session = try SKTestSession(configurationFileAt: root + "/scenarios/catalogs/Commitment.storekit")
        session.disableDialogs = true
        try await session.bind {
            let product = try #require(try await Product.products(for: [Self.yearly]).first)
            await #expect(throws: (any Error).self) { try await product.purchase(options: [.billingPlanType(.monthly)]) }
            try session.run("device os 26.4")
            try session.run("storefront set USA")
            await #expect(throws: (any Error).self) { try await product.purchase(options: [.billingPlanType(.monthly)]) }
            #expect(await Transaction.latest(for: Self.yearly) == nil)
            // A consumable has no billing plan: its transaction carries none.
            try session.run("product add com.example.sim.coins --type consumable --price 0.99")
            let coins = try #require(try await Product.products(for: ["com.example.sim.coins"]).first)
            guard case .success(let result) = try await coins.purchase() else { Issue.record("not bought"); return }
            #expect(try result.payloadValue.billingPlanType == nil)
        }
    }

    @Test func billingPlanTypesAreApples() {
        #expect(Product.SubscriptionInfo.BillingPlanType.monthly != .upFront)
        #expect(Product.SubscriptionInfo.BillingPlanType(payloadValue: "MONTHLY") == .monthly)
        #expect(Product.SubscriptionInfo.BillingPlanType(payloadValue: "BILLED_UPFRONT") == .upFront)
        #expect(Product.SubscriptionInfo.BillingPlanType(payloadValue: "WEEKLY") == nil)
    }

    private var root: String {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(3)
        return path.joined(separator: "/")
    }
}
