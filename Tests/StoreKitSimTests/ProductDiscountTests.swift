import Testing
@testable import StoreKitSim

/// SKProduct.discounts and introductoryPrice as a products response fixes them (SKProductDiscount).
@Suite struct ProductDiscountTests {
    @Test func introductoryThenPromotionalOffersAreDiscountsOthersAreNot() throws {
        var world = World.builtIn()
        try world.addOffer(SubscriptionOffer(id: "comeback", type: .winBack, paymentMode: .payUpFront,
                                             period: .oneMonth, periods: 2, price: "1.99"), to: "com.example.pro.monthly")
        try world.addOffer(SubscriptionOffer(id: "winter", type: .promotional, paymentMode: .payAsYouGo,
                                             period: .oneMonth, periods: 3, price: "0.99"), to: "com.example.pro.monthly")
        try world.addOffer(SubscriptionOffer(id: "CODE", type: .code, paymentMode: .freeTrial, period: .oneMonth), to: "com.example.pro.monthly")
        try world.addOffer(SubscriptionOffer(id: "trial", type: .introductory, paymentMode: .freeTrial,
                                             period: SubscriptionPeriod(value: 1, unit: .week)), to: "com.example.pro.monthly")
        let product = ReceivedProduct(world.catalog.product("com.example.pro.monthly")!, in: world.storefront)
        #expect(product.discounts.map(\.type) == [.introductory, .subscription])
        #expect(product.discounts.map(\.identifier) == [nil, "winter"])
        #expect(product.introductoryPrice?.paymentMode == .freeTrial && product.introductoryPrice?.price.minorUnits == 0)
        #expect(product.discounts[1].numberOfPeriods == 3 && product.discounts[1].price == Price(parsing: "0.99", currency: "USD"))
        #expect(product.subscriptionGroupID == "507AC158")
        let gems = ReceivedProduct(world.catalog.product("com.example.gems")!, in: world.storefront)
        #expect(gems.discounts.isEmpty && gems.introductoryPrice == nil)
    }
}
