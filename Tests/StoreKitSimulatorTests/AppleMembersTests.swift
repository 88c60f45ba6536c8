import Foundation
import Testing
@testable import StoreKitSimulator

/// Every member issue 44's probe of real store code found missing, called with Apple's
/// signatures and checked against what Apple's pages document (each test names its pages).
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

    /// "StoreKitError.networkError(_:)" carries a URLError and "systemError(_:)" any error; both
    /// are built in a test as with Apple's StoreKit, and describe themselves (errorDescription).
    @Test func errorsAreConstructibleAndDescribed() async throws {
        let network = StoreKitError.networkError(URLError(.notConnectedToInternet))
        guard case .networkError(let urlError) = network else { Issue.record("not a network error"); return }
        #expect(urlError.code == .notConnectedToInternet)
        #expect(network.errorDescription?.hasPrefix("A network error occurred") == true)
        struct DiskFull: Error {}
        #expect(StoreKitError.systemError(DiskFull()).errorDescription?.hasPrefix("A system error occurred") == true)
        #expect((StoreKitError.userCancelled as any Error).localizedDescription == "The user cancelled the request.")
        #expect(Product.PurchaseError.invalidQuantity.errorDescription == "The quantity of the purchase is not valid.")
        #expect(Product.PurchaseError.allKnown.allSatisfy { ($0.errorDescription ?? "").hasSuffix(".") })

        // A simulated network error reaches the app as StoreKitError.networkError with a URLError.
        let session = SKTestSession()
        try session.setSimulatedError(StoreKitError.networkError(URLError(.timedOut)), forAPI: .loadProducts)
        try await session.bind {
            do {
                _ = try await Product.products(for: ["com.example.gems"])
                Issue.record("products(for:) did not throw")
            } catch StoreKitError.networkError(let error) {
                #expect(error.code == .notConnectedToInternet)
            }
        }
    }

    /// "Product.PurchaseResult", "StoreKitError" and "Product.PurchaseError" are non-exhaustive in
    /// Apple's SDK. Here they are `@nonexhaustive` (SE-0487), which binds code outside this
    /// package only: a switch in this package is exhaustive, so the switches written as apps
    /// write them (`default` and `@unknown default`, compiled with warnings as errors) are in
    /// examples/RealStores (`PurchaseMessages`, docs/app-tests.md "Non-exhaustive like Apple's").
    /// This test checks the values such a switch sees.
    @Test func resultsAndErrorsCarryApplesCases() async throws {
        let network = StoreKitError.networkError(URLError(.timedOut))
        guard case .networkError(let error) = network else { Issue.record("not a network error"); return }
        #expect(error.code == .timedOut)
        #expect(Product.PurchaseError(rawValue: "invalidOfferPrice") == .invalidOfferPrice)
        let session = SKTestSession()
        try await session.bind {
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            guard case .success = try await gems.purchase() else { Issue.record("not .success"); return }
            session.askToBuyEnabled = true
            #expect(try await gems.purchase() == .pending)
        }
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

    /// "priceFormatStyle": `price.formatted(priceFormatStyle)` is `displayPrice`, and amounts
    /// derived from `price` format in the storefront's currency and the App Store's locale.
    @Test func priceFormatStyleFormatsDerivedAmounts() async throws {
        let session = SKTestSession()
        try await session.bind {
            let pro = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            #expect(pro.displayPrice == "$2.99")
            #expect(pro.price.formatted(pro.priceFormatStyle) == pro.displayPrice)
            #expect((pro.price * 2).formatted(pro.priceFormatStyle) == "$5.98")
            #expect((pro.price * 12).formatted(pro.priceFormatStyle) == "$35.88")
        }
        let japan = SKTestSession()
        try japan.setStorefront("JPN")
        japan.locale = Locale(identifier: "ja_JP")
        try await japan.bind {
            let pro = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            let style: Decimal.FormatStyle.Currency = pro.priceFormatStyle
            #expect(style.currencyCode == "JPY")
            #expect(pro.price.formatted(style) == pro.displayPrice)
            #expect(!pro.displayPrice.contains("$"))
        }
    }

    /// "subscriptionPeriodFormatStyle", "formatted(_:referenceDate:)" (both overloads),
    /// "subscriptionPeriodUnitFormatStyle", "Product.SubscriptionPeriod.Unit" (localizedDescription).
    @Test func subscriptionPeriodsFormatAsWords() async throws {
        let session = SKTestSession()
        try await session.bind {
            let pro = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            let period = try #require(pro.subscription?.subscriptionPeriod)
            #expect(period == .monthly)
            #expect(period.formatted(pro.subscriptionPeriodFormatStyle) == "1 month")
            #expect(Product.SubscriptionPeriod.yearly.formatted(pro.subscriptionPeriodFormatStyle) == "1 year")
            #expect(Product.SubscriptionPeriod.weekly.formatted(pro.subscriptionPeriodFormatStyle) == "1 week")
            #expect(Product.SubscriptionPeriod.everyTwoWeeks.formatted(pro.subscriptionPeriodFormatStyle) == "2 weeks")
            #expect(Product.SubscriptionPeriod.everyThreeDays.formatted(pro.subscriptionPeriodFormatStyle) == "3 days")
            #expect(Product.SubscriptionPeriod.everySixMonths.formatted(pro.subscriptionPeriodFormatStyle) == "6 months")
            // The Duration overload: a month from January 31 is February's 28 days.
            struct Seconds: FormatStyle {
                func format(_ value: Duration) -> Int64 { value.components.seconds }
            }
            let january31 = Date(timeIntervalSince1970: 1_801_353_600)  // 2027-01-31T00:00:00Z
            #expect(period.formatted(Seconds(), referenceDate: january31) == 28 * 86_400)
            #expect(Product.SubscriptionPeriod.weekly.formatted(Seconds()) == 7 * 86_400)
            #expect(period.unit.localizedDescription == "month")
            #expect(period.unit.formatted(pro.subscriptionPeriodUnitFormatStyle) == "month")
            #expect(Product.SubscriptionPeriod.Unit.day.localizedDescription == "day")
        }
    }

    /// "Product.SubscriptionOffer.PaymentMode", "Product.SubscriptionInfo.RenewalState" and
    /// "Transaction.RevocationReason" describe themselves (localizedDescription, English).
    @Test func valuesDescribeThemselves() async throws {
        #expect(Product.SubscriptionOffer.PaymentMode.freeTrial.localizedDescription == "Free Trial")
        #expect(Product.SubscriptionOffer.PaymentMode.payAsYouGo.localizedDescription == "Pay As You Go")
        #expect(Product.SubscriptionOffer.PaymentMode.payUpFront.localizedDescription == "Pay Up Front")
        #expect(Transaction.Offer.PaymentMode.freeTrial.localizedDescription == "Free Trial")
        let session = SKTestSession()
        try session.run("offer add com.example.pro.monthly trial --type introductory --mode freeTrial --period P1W")
        try await session.bind {
            let pro = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            #expect(pro.subscription?.introductoryOffer?.paymentMode.localizedDescription == "Free Trial")
            let id = try session.buyProduct(identifier: "com.example.pro.monthly")
            let status = try #require(try await pro.subscription?.status.first)
            #expect(status.state.localizedDescription == "Subscribed")
            try session.run("refund t\(id) --reason developerIssue")
            let revoked = try #require(await Transaction.latest(for: "com.example.pro.monthly")).unsafePayloadValue
            #expect(revoked.revocationReason?.localizedDescription == "Developer Issue")
            #expect(try #require(try await pro.subscription?.status.first).state.localizedDescription == "Revoked")
        }
        #expect(Transaction.RevocationReason.other.localizedDescription == "Other")
        #expect(Product.SubscriptionInfo.RenewalState.expired.localizedDescription == "Expired")
        #expect(Product.SubscriptionInfo.RenewalState.inGracePeriod.localizedDescription == "In Grace Period")
        #expect(Product.SubscriptionInfo.RenewalState.inBillingRetryPeriod.localizedDescription == "In Billing Retry Period")
    }

    /// "renewalPrice" and "currency", "appAccountToken" and "eligibleWinBackOfferIDs" of
    /// RenewalInfo: the next renewal's price while subscribed (none once expired), the token of
    /// the purchase, and the win-back offers of a lapsed subscriber only.
    @Test func renewalInfoTellsPriceTokenAndWinBackOffers() async throws {
        let session = SKTestSession()
        try session.run("offer add com.example.pro.monthly comeback --type winBack --mode payUpFront --period P1M --periods 2 --price 1.99")
        let token = UUID(uuidString: "45812C9B-C296-43D3-B6A0-C5A02F74BF6E")!
        try await session.bind {
            let pro = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            guard case .success = try await pro.purchase(options: [.appAccountToken(token)]) else { Issue.record("no purchase"); return }
            var renewal = try #require(try await pro.subscription?.status.first).renewalInfo.unsafePayloadValue
            #expect(renewal.renewalPrice == Decimal(string: "2.99"))
            #expect(renewal.currency == Locale.Currency("USD"))
            #expect(renewal.appAccountToken == token)
            #expect(renewal.eligibleWinBackOfferIDs.isEmpty)
            try session.run("auto-renew com.example.pro.monthly off")
            try await session.advance(by: .seconds(40 * 86_400))
            renewal = try #require(try await pro.subscription?.status.first).renewalInfo.unsafePayloadValue
            #expect(renewal.renewalPrice == nil && renewal.currency == nil)
            #expect(renewal.eligibleWinBackOfferIDs == ["comeback"])
            let payload = try #require(try JSONSerialization.jsonObject(with: renewal.jsonRepresentation) as? [String: Any])
            #expect(payload["eligibleWinBackOfferIds"] as? [String] == renewal.eligibleWinBackOfferIDs)
            #expect(payload["appAccountToken"] as? String == token.uuidString.lowercased())
        }
    }

    /// "simulatesAskToBuyInSandbox(_:)": "Simulates an Ask to Buy scenario when testing your app
    /// in the sandbox environment". In StoreKit Testing in Xcode's environment (the session's
    /// default) the purchase goes through as without it; once the session signs as the sandbox,
    /// `true` makes the purchase pending (Ask to Buy) and `false` does not.
    @Test func simulatesAskToBuyInSandboxDefersInTheSandboxOnly() async throws {
        let options: Set<Product.PurchaseOption> = [.simulatesAskToBuyInSandbox(true), .simulatesAskToBuyInSandbox(false)]
        #expect(options.count == 2)
        let session = SKTestSession()
        try await session.bind {
            let products = try await Product.products(for: ["com.example.premium", "com.example.gems"])
            let premium = try #require(products.first), gems = try #require(products.last)
            guard case .success(let first) = try await gems.purchase(options: [.simulatesAskToBuyInSandbox(true)]) else {
                Issue.record("in Xcode's environment the purchase did not go through"); return
            }
            #expect(try first.payloadValue.productID == "com.example.gems")

            _ = try session.run("signing environment sandbox")
            guard case .success = try await gems.purchase(options: [.simulatesAskToBuyInSandbox(false)]) else {
                Issue.record("simulatesAskToBuyInSandbox(false) deferred the purchase"); return
            }
            #expect(try await premium.purchase(options: [.simulatesAskToBuyInSandbox(true)]) == .pending)
            #expect(await Transaction.currentEntitlement(for: "com.example.premium") == nil)
            #expect(try session.diagram().contains("purchase com.example.premium --ask-to-buy"))
            try session.approveAskToBuyTransaction(identifier: 3)
            await session.settle()
            let approved = try #require(await Transaction.currentEntitlement(for: "com.example.premium"))
            #expect(try approved.payloadValue.id == 3)
            #expect(try approved.payloadValue.environment == .sandbox)
        }
    }

    /// "jsonRepresentation" of Product: JSON a test or app can read back.
    @Test func productJSONRepresentationReadsBack() async throws {
        let session = SKTestSession()
        try await session.bind {
            let products = try await Product.products(for: ["com.example.pro.monthly", "com.example.gems"])
            let pro = try #require(products.first)
            let json = try #require(try JSONSerialization.jsonObject(with: pro.jsonRepresentation) as? [String: Any])
            #expect(json["id"] as? String == "com.example.pro.monthly")
            #expect(json["price"] as? String == "2.99")
            #expect(json["displayPrice"] as? String == "$2.99")
            #expect(json["currency"] as? String == "USD")
            let subscription = try #require(json["subscription"] as? [String: Any])
            #expect(subscription["subscriptionPeriod"] as? String == "P1M")
            #expect(subscription["subscriptionGroupID"] as? String == pro.subscription?.subscriptionGroupID)
            let gems = try #require(try JSONSerialization.jsonObject(with: products[1].jsonRepresentation) as? [String: Any])
            #expect(gems["type"] as? String == "Consumable" && gems["subscription"] == nil)
        }
    }
}

extension Product.PurchaseError {
    /// Apple's cases (not the hidden one).
    static let allKnown: [Product.PurchaseError] = [
        .invalidQuantity, .productUnavailable, .purchaseNotAllowed, .ineligibleForOffer, .invalidOfferIdentifier, .invalidOfferPrice,
        .invalidOfferSignature, .missingOfferParameters,
    ]
}
