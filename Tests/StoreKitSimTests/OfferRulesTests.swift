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
        #expect(throws: OfferCodeError.self) { try world.redeemOfferCode("procode") }
    }

    @Test func billingPeriodsByPaymentMode() {
        let week = SubscriptionPeriod(value: 1, unit: .week)
        #expect(SubscriptionOffer(id: "a", type: .introductory, paymentMode: .freeTrial, period: week,
            periods: 3).billingPeriod == SubscriptionPeriod(value: 3, unit: .week))
        #expect(SubscriptionOffer(id: "b", type: .promotional, paymentMode: .payUpFront, period: Self.month, periods: 6).billingPeriods == 1)
        #expect(SubscriptionOffer(id: "c", type: .promotional, paymentMode: .payAsYouGo, period: Self.month, periods: 6).billingPeriods == 6)
    }
}
