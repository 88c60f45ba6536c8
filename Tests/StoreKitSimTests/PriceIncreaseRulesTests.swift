import Testing
@testable import StoreKitSim

/// Price increases for existing subscribers on the world alone: Apple's consent thresholds
/// ("Auto-renewable subscription price increase thresholds"), what a decline does to auto-renew,
/// and the price the next renewal charges.
@Suite struct PriceIncreaseRulesTests {
    static let month = SubscriptionPeriod.oneMonth
    static let year = SubscriptionPeriod(value: 1, unit: .year)
    static let week = SubscriptionPeriod(value: 1, unit: .week)

    static func usd(_ text: String) -> Price { Price(parsing: text, currency: "USD")! }

    /// (old, new, period, days since the last increase, consent needed)
    static let thresholds: [(String, String, SubscriptionPeriod, Int64?, Bool)] = [
        ("2.99", "3.99", month, nil, false),     // 33%, US$1
        ("2.99", "4.99", month, nil, false),     // 67% but only US$2
        ("2.99", "9.99", month, nil, true),      // 234% and US$7
        ("9.99", "14.99", month, nil, false),    // 50.05% but US$5.00, not more than US$5
        ("9.99", "15.00", month, nil, true),     // 50.15% and US$5.01
        ("20.00", "29.99", month, nil, false),   // 49.95%: not more than half
        ("20.00", "30.01", month, nil, true),    // 50.05% and US$10.01
        ("0.99", "5.99", week, nil, false),      // 505% but US$5.00 exactly
        ("0.99", "6.00", week, nil, true),       // US$5.01 a week
        ("29.99", "79.99", year, nil, false),    // US$50.00 a year: not more than US$50
        ("29.99", "89.99", year, nil, true),     // US$60 a year
        ("29.99", "39.99", month, nil, false),   // a month: US$10 but 33%
        ("2.99", "3.49", month, 100, true),      // a second increase within a year
        ("2.99", "3.49", month, 365, false),     // a year after the last one
        ("4.99", "4.99", month, nil, false),     // no increase at all
    ]

    @Test(arguments: thresholds)
    func consentThresholds(old: String, new: String, period: SubscriptionPeriod, daysSince: Int64?, expected: Bool) {
        let needed = PriceIncreaseThresholds.needsConsent(from: Self.usd(old), to: Self.usd(new), period: period,
                                                          sinceLastIncrease: daysSince.map { $0 * 86_400 })
        #expect(needed == expected, "\(old) -> \(new) per \(period.iso8601)")
    }

    @Test func otherCurrenciesAreMeasuredInUSDollars() {
        // 10 EUR -> 20 EUR: 100% and about US$11.6 at the tool's rate: consent.
        #expect(PriceIncreaseThresholds.needsConsent(from: Price(parsing: "10", currency: "EUR")!, to: Price(parsing: "20", currency: "EUR")!,
                                                     period: Self.month, sinceLastIncrease: nil))
        // 500 JPY -> 1000 JPY: 100% but about US$3.2: no consent.
        #expect(!PriceIncreaseThresholds.needsConsent(from: Price(parsing: "500", currency: "JPY")!, to: Price(parsing: "1000", currency: "JPY")!,
                                                      period: Self.month, sinceLastIncrease: nil))
    }

    static func subscribed() throws -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.pro.monthly")
        return world
    }

    @Test func increaseUnderThresholdsRenewsAtTheNewPrice() throws {
        var world = try Self.subscribed()
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("3.99"))
        var state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.priceIncrease == .agreed && !state.increaseNeedsConsent)
        try world.advanceClock(bySeconds: 31 * 86_400)
        state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .subscribed && state.priceIncrease == nil)
        #expect(world.subscriberPrice(state) == Self.usd("3.99"))
        // A second increase within the year needs consent.
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("4.19"))
        #expect(world.subscriptions.state(group: "pro")?.priceIncrease == .pending)
    }

    /// declinePriceIncreaseForTransaction(identifier:) "disables auto-renew and removes the
    /// subscription's pending price increase status": a cancellation.
    @Test func decliningIsACancellationThatRemovesTheIncrease() throws {
        var world = try Self.subscribed()
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("9.99"))
        #expect(world.subscriptions.state(group: "pro")?.priceIncrease == .pending)
        try world.answerPriceIncrease("com.example.pro.monthly", agree: false)
        let declined = try #require(world.subscriptions.state(group: "pro"))
        #expect(!declined.autoRenew && declined.priceIncrease == nil && declined.increasedPrice == nil)
        try world.advanceClock(bySeconds: 31 * 86_400)
        let expired = try #require(world.subscriptions.state(group: "pro"))
        #expect(expired.status == .expired && expired.expirationReason == .autoRenewDisabled)
    }

    /// requestPriceIncreaseConsentForTransaction(identifier:): the pending status is removed when
    /// "the subscription expires, or the user cancels the subscription and auto-renew is disabled".
    @Test func expiryAndAutoRenewOffRemoveAPendingIncrease() throws {
        var world = try Self.subscribed()
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("9.99"))
        try world.setAutoRenew("com.example.pro.monthly", false)
        #expect(world.subscriptions.state(group: "pro")?.priceIncrease == nil)
        try world.setAutoRenew("com.example.pro.monthly", true)
        try world.advanceClock(bySeconds: 31 * 86_400)
        var state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .subscribed && world.subscriberPrice(state) == Self.usd("2.99"))
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("9.99"))
        try world.advanceClock(bySeconds: 28 * 86_400)
        state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .expired && state.expirationReason == .didNotConsentToPriceIncrease && state.priceIncrease == nil)
    }

    /// forceRenewalOfSubscription(productIdentifier:) "Removes a pending price increase" and
    /// "doesn't change the billing retry state".
    @Test func aForcedRenewalRemovesAPendingIncreaseAndLeavesBillingRetry() throws {
        var world = try Self.subscribed()
        try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("9.99"))
        #expect(try world.forceRenewal("com.example.pro.monthly"))
        var state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.priceIncrease == nil && state.latestTransactionID == "t2")
        world.setBillingIssue(true)
        try world.advanceClock(bySeconds: 32 * 86_400)
        let retrying = try #require(world.subscriptions.state(group: "pro"))
        #expect(retrying.status == .inBillingRetryPeriod)
        #expect(try !world.forceRenewal("com.example.pro.monthly"))
        state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.status == .inBillingRetryPeriod && state.billingRetryExpiresDate == retrying.billingRetryExpiresDate)
        #expect(state.latestTransactionID == "t2")
    }

    /// (the catalog's new price, applies to existing subscribers, what they renew at, the increase status)
    static let catalogChanges: [(String, Bool, String, PriceIncreaseStatus?)] = [
        ("3.49", false, "2.99", nil),       // kept: new subscribers only
        ("3.49", true, "3.49", .agreed),    // under the thresholds: notified, renews at it
        ("9.99", true, "2.99", .pending),   // above: consent asked, 2.99 until they agree
        ("9.99", false, "2.99", nil),
        ("1.99", false, "1.99", nil),       // lower: at the next renewal either way
        ("1.99", true, "1.99", nil),
    ]

    @Test(arguments: catalogChanges)
    func catalogPriceChangeForExistingSubscribers(new: String, apply: Bool, renewsAt: String, increase: PriceIncreaseStatus?) throws {
        var world = try Self.subscribed()
        var product = try #require(world.catalog.product("com.example.pro.monthly"))
        product.price = new
        world.catalog.add(product)
        try world.repriceSubscribers(of: "com.example.pro.monthly", from: Self.usd("2.99"), applyToExisting: apply)
        #expect(world.subscriptions.state(group: "pro")?.priceIncrease == increase)
        try world.advanceClock(bySeconds: 31 * 86_400)
        let state = try #require(world.subscriptions.state(group: "pro"))
        if increase == .pending {
            #expect(state.status == .expired && state.expirationReason == .didNotConsentToPriceIncrease)
        } else {
            #expect(state.status == .subscribed && world.subscriberPrice(state) == Self.usd(renewsAt))
        }
    }

    @Test func aLowerPriceIsNotAnIncrease() throws {
        var world = try Self.subscribed()
        #expect(throws: SubscriptionError.notAnIncrease("com.example.pro.monthly", current: Self.usd("2.99"), new: Self.usd("1.99"))) {
            try world.requestPriceIncrease("com.example.pro.monthly", to: Self.usd("1.99"))
        }
    }
}
