import Testing
@testable import StoreKitSim

/// Subscription offers on the world alone: which offer a purchase gets, the SKError it fails with
/// otherwise, and how the offer's periods and charges run before the regular price.
@Suite struct OfferRulesTests {
    static let month = SubscriptionPeriod.oneMonth

    static func world(_ offers: [SubscriptionOffer]) throws -> World {
        var world = World.builtIn()
        for offer in offers { try world.addOffer(offer, to: "com.example.pro.monthly") }
        world.disableDialogs = true
        return world
    }

    static func lastTransaction(_ world: World) -> PaymentTransaction { world.payments.transactions.last! }

    @Test(arguments: [
        (OfferRequest.Signature.missing, SKErrorCode.missingOfferParams),
        (.wrong, .invalidSignature),
    ])
    func promotionalSignatures(signature: OfferRequest.Signature, error: SKErrorCode) throws {
        let promo = SubscriptionOffer(id: "winter", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 3, price: "0.99")
        var world = try Self.world([promo])
        try world.buy(productID: "com.example.pro.yearly")
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "winter", signature: signature))
        #expect(Self.lastTransaction(world).error == error)
    }

    @Test func promotionalRefusals() throws {
        let promo = SubscriptionOffer(id: "winter", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 3, price: "0.99")
        let dear = SubscriptionOffer(id: "dear", type: .promotional, paymentMode: .payUpFront, period: Self.month, price: "9.99")
        var world = try Self.world([promo, dear])
        // Never subscribed in the group: not eligible for a promotional offer.
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "winter"))
        #expect(Self.lastTransaction(world).error == .ineligibleForOffer)
        try world.buy(productID: "com.example.pro.yearly")
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "nope"))
        #expect(Self.lastTransaction(world).error == .invalidOfferIdentifier)
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "dear"))
        #expect(Self.lastTransaction(world).error == .invalidOfferPrice)
        // A consumable has no offers at all.
        try world.buy(productID: "com.example.gems", offer: OfferRequest(offerID: "winter"))
        #expect(Self.lastTransaction(world).error == .invalidOfferIdentifier)
    }

    @Test func introductoryOnceThenRegularPeriods() throws {
        let trial = SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial, period: SubscriptionPeriod(value: 1, unit: .week),
            periods: 2)
        var world = try Self.world([trial])
        try world.buy(productID: "com.example.pro.monthly")
        #expect(Self.lastTransaction(world).offer == trial)
        let state = try #require(world.subscriptions.state(group: "pro"))
        #expect(VirtualClock.iso8601(state.expiresDate) == "2026-01-15T00:00:00Z") // two weeks, one charge
        try world.advanceClock(bySeconds: 15 * 86_400)
        let renewal = Self.lastTransaction(world)
        #expect(renewal.isRenewal && renewal.offer == nil)
        #expect(renewal.expiresDate.map(VirtualClock.iso8601) == "2026-02-15T00:00:00Z")
        try world.expireSubscription("com.example.pro.monthly")
        try world.buy(productID: "com.example.pro.monthly")
        #expect(Self.lastTransaction(world).offer == nil, "the group's introductory offer was used")
    }

    @Test func payAsYouGoChargesItsPeriodsThenTheRegularPrice() throws {
        let back = SubscriptionOffer(id: "back", type: .winBack, paymentMode: .payAsYouGo, period: Self.month, periods: 2, price: "1.49")
        var world = try Self.world([back])
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "back"))
        #expect(Self.lastTransaction(world).error == .ineligibleForOffer, "a win-back offer needs a lapsed subscriber")
        try world.buy(productID: "com.example.pro.yearly")
        try world.expireSubscription("com.example.pro.yearly")
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "back"))
        try world.advanceClock(bySeconds: 100 * 86_400)
        let group = world.payments.transactions.filter { $0.productID == "com.example.pro.monthly" && $0.state == .purchased }
        #expect(group.map { $0.offer?.id } == ["back", "back", nil, nil])
    }

    @Test func offerCodesStartASubscription() throws {
        let code = SubscriptionOffer(id: "PROCODE", type: .code, paymentMode: .freeTrial, period: Self.month, referenceName: "Pro month free")
        var world = try Self.world([code])
        #expect(throws: OfferCodeError.unknownCode("nope")) { try world.redeemOfferCode("nope") }
        let id = try world.redeemOfferCode("pro month FREE")
        #expect(world.payments.transaction(id)?.state == .purchased && world.payments.transaction(id)?.offer == code)
        // Redeemed again by the now current subscriber: no new transaction; it waits for the renewal.
        #expect(try world.redeemOfferCode("procode") == id)
        #expect(world.subscriptions.state(group: "pro")?.pendingOffer == code)
        // A code for another product of the group the customer is subscribed to is refused.
        let yearly = SubscriptionOffer(id: "YEARCODE", type: .code, paymentMode: .freeTrial, period: Self.month)
        try world.addOffer(yearly, to: "com.example.pro.yearly")
        #expect(throws: OfferCodeError.self) { try world.redeemOfferCode("YEARCODE") }
    }

    /// Where the customer stands in the group before redeeming: never subscribed, subscribed now, lapsed.
    static func customer(_ kind: OfferEligibility, _ offers: [SubscriptionOffer]) throws -> World {
        var world = try Self.world(offers)
        if kind != .new { try world.buy(productID: "com.example.pro.monthly") }
        if kind == .expired { try world.expireSubscription("com.example.pro.monthly") }
        return world
    }

    /// (the code's eligibility, the customer, redeemed)
    static let eligibilityCases: [(Set<OfferEligibility>?, OfferEligibility, Bool)] = [
        (nil, .new, true), (nil, .existing, true), (nil, .expired, true),
        ([.new], .new, true), ([.new], .existing, false), ([.new], .expired, false),
        ([.existing], .new, false), ([.existing], .existing, true), ([.existing], .expired, false),
        ([.expired], .new, false), ([.expired], .existing, false), ([.expired], .expired, true),
        ([.new, .expired], .new, true), ([.new, .expired], .existing, false), ([.new, .expired], .expired, true),
    ]

    @Test(arguments: eligibilityCases)
    func offerCodeEligibility(allowed: Set<OfferEligibility>?, customer: OfferEligibility, redeemed: Bool) throws {
        let code = SubscriptionOffer(id: "CODE", type: .code, paymentMode: .freeTrial, period: Self.month, eligibility: allowed)
        var world = try Self.customer(customer, [code])
        #expect(OfferEligibility(world.subscriptions.state(group: "pro")) == customer)
        if redeemed {
            try world.redeemOfferCode("CODE")
            let state = try #require(world.subscriptions.state(group: "pro"))
            // A current subscriber gets it at the next renewal; anyone else at once.
            #expect(customer == .existing ? state.pendingOffer == code : state.offer == code)
        } else {
            #expect(throws: OfferCodeError.ineligible("CODE", group: "pro", customer: customer, allowed: allowed ?? [])) {
                try world.redeemOfferCode("CODE")
            }
        }
    }

    /// A promotional offer limited by eligibility fails the purchase with ineligibleForOffer.
    @Test(arguments: [(OfferEligibility.existing, OfferEligibility.existing, true), (.existing, .expired, false),
                      (.expired, .existing, false), (.expired, .expired, true)])
    func promotionalEligibility(allowed: OfferEligibility, customer: OfferEligibility, bought: Bool) throws {
        let promo = SubscriptionOffer(id: "stay", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 2, price: "0.99",
                                      eligibility: [allowed])
        var world = try Self.customer(customer, [promo])
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "stay"))
        #expect((Self.lastTransaction(world).error == nil) == bought)
    }

    /// Retention: a current subscriber's promotional offer on the product held starts at the next
    /// renewal, and runs its charges there.
    @Test func currentSubscriberPromotionalOfferStartsAtTheNextRenewal() throws {
        let promo = SubscriptionOffer(id: "stay", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 2, price: "0.99")
        var world = try Self.customer(.existing, [promo])
        try world.buy(productID: "com.example.pro.monthly", offer: OfferRequest(offerID: "stay"))
        #expect(Self.lastTransaction(world).state == .purchased)
        var state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.pendingOffer == promo && state.offer == nil && state.latestTransactionID == "t1")
        try world.advanceClock(bySeconds: 31 * 86_400)
        state = try #require(world.subscriptions.state(group: "pro"))
        #expect(state.offer == promo && state.pendingOffer == nil && Self.lastTransaction(world).offer == promo)
        try world.advanceClock(bySeconds: 59 * 86_400)
        #expect(world.payments.transactions.filter(\.isRenewal).map { $0.offer?.id } == ["stay", "stay", nil])
    }

    /// (the history before asking, eligible): isEligibleForIntroOffer(for:) follows "Implementing
    /// introductory offers in your app": only an introductory offer had in the group ends it.
    static let introCases: [(String, Bool)] = [
        ("never subscribed", true),
        ("subscribed without an intro offer", true),
        ("lapsed without an intro offer", true),
        ("had the intro offer", false),
        ("had the intro offer on another product of the group", false),
    ]

    @Test(arguments: introCases)
    func introOfferEligibility(history: String, eligible: Bool) throws {
        let trial = SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial, period: SubscriptionPeriod(value: 1, unit: .week))
        var world = try Self.world([])
        switch history {
        case "subscribed without an intro offer":
            try world.buy(productID: "com.example.pro.monthly")
        case "lapsed without an intro offer":
            try world.buy(productID: "com.example.pro.monthly")
            try world.expireSubscription("com.example.pro.monthly")
        case "had the intro offer":
            try world.addOffer(trial, to: "com.example.pro.monthly")
            try world.buy(productID: "com.example.pro.monthly")
        case "had the intro offer on another product of the group":
            try world.addOffer(trial, to: "com.example.pro.yearly")
            try world.buy(productID: "com.example.pro.yearly")
        default:
            break
        }
        #expect(try world.isEligibleForIntroOffer("pro") == (group: "pro", eligible: eligible))
        #expect(try world.isEligibleForIntroOffer("com.example.pro.monthly").eligible == eligible)
    }

    @Test func billingPeriodsByPaymentMode() {
        let week = SubscriptionPeriod(value: 1, unit: .week)
        #expect(SubscriptionOffer(id: "a", type: .introductory, paymentMode: .freeTrial, period: week,
            periods: 3).billingPeriod == SubscriptionPeriod(value: 3, unit: .week))
        #expect(SubscriptionOffer(id: "b", type: .promotional, paymentMode: .payUpFront, period: Self.month, periods: 6).billingPeriods == 1)
        #expect(SubscriptionOffer(id: "c", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 6).billingPeriods == 6)
    }
}
