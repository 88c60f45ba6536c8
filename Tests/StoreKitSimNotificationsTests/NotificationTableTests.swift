import Testing
@testable import StoreKitSim
import StoreKitSimNotifications

/// Each row of the notification table, on the world alone: a world driven to the row's event
/// gives exactly the notifications listed, with the transaction and subscription they are about.
@Suite struct NotificationTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var expected: [String]
        /// The transaction the (first) notification's signedTransactionInfo is about.
        var transaction: TransactionID?
        /// Brings the world to just before the event; its events are dropped.
        var before: @Sendable (inout World) throws -> Void
        /// The event's operation: the notifications of its events are compared.
        var event: @Sendable (inout World) throws -> Void
        var testDescription: String { expected.joined(separator: ", ") }
    }

    static let monthly: ProductID = "com.example.pro.monthly"
    static let day: Int64 = 86_400

    /// The built-in world with dialogs answered at once and a second group with two levels.
    static func world() -> World {
        var world = World.builtIn()
        world.disableDialogs = true
        world.catalog.add(InAppProduct(id: "plus.gold", type: .autoRenewable, price: "9.99", subscriptionGroup: "plus", subscriptionPeriod: "P1M",
                                       groupLevel: 1))
        world.catalog.add(InAppProduct(id: "plus.silver", type: .autoRenewable, price: "4.99", subscriptionGroup: "plus", subscriptionPeriod: "P1M",
                                       groupLevel: 2))
        var shared = InAppProduct(id: "family.pass", type: .nonConsumable, price: "2.99")
        shared.familyShareable = true
        world.catalog.add(shared)
        world.request(["plus.gold", "plus.silver", "family.pass"])
        _ = world.drainEvents()
        return world
    }

    static let cases: [Case] = [
        Case(expected: ["SUBSCRIBED INITIAL_BUY"], transaction: "t1", before: { _ in }, event: { try $0.buy(productID: monthly) }),
        Case(expected: ["SUBSCRIBED RESUBSCRIBE"], transaction: "t2", before: { w in
            _ = try w.buy(productID: monthly); try w.expireSubscription(monthly)
        }, event: { try $0.buy(productID: monthly) }),
        Case(expected: ["OFFER_REDEEMED INITIAL_BUY"], transaction: "t1", before: { w in
            try w.addOffer(SubscriptionOffer(id: "WELCOME", type: .code, paymentMode: .freeTrial, period: .oneMonth), to: monthly)
        }, event: { try $0.redeemOfferCode("WELCOME") }),
        Case(expected: ["OFFER_REDEEMED RESUBSCRIBE"], transaction: "t2", before: { w in
            try w.addOffer(SubscriptionOffer(id: "BACK", type: .code, paymentMode: .freeTrial, period: .oneMonth), to: monthly)
            _ = try w.buy(productID: monthly); try w.expireSubscription(monthly)
        }, event: { try $0.redeemOfferCode("BACK") }),
        Case(expected: ["DID_RENEW"], transaction: "t2", before: { w in _ = try w.buy(productID: monthly) },
             event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["DID_RENEW BILLING_RECOVERY"], transaction: "t2", before: { w in
            _ = try w.buy(productID: monthly); w.setBillingIssue(true); try w.advanceClock(bySeconds: 31 * day)
        }, event: { $0.setBillingIssue(false) }),
        Case(expected: ["DID_FAIL_TO_RENEW"], transaction: "t1", before: { w in _ = try w.buy(productID: monthly); w.setBillingIssue(true) },
             event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["DID_FAIL_TO_RENEW GRACE_PERIOD"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); w.setBillingIssue(true); w.subscriptions.gracePeriodDays = 16
        }, event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["GRACE_PERIOD_EXPIRED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); w.setBillingIssue(true); w.subscriptions.gracePeriodDays = 16
            try w.advanceClock(bySeconds: 31 * day)
        }, event: { try $0.advanceClock(bySeconds: 17 * day) }),
        Case(expected: ["EXPIRED VOLUNTARY"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); try w.setAutoRenew(monthly, false)
        }, event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["DID_FAIL_TO_RENEW", "EXPIRED BILLING_RETRY"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); w.setBillingIssue(true)
        }, event: { try $0.advanceClock(bySeconds: 100 * day) }),
        Case(expected: ["EXPIRED PRICE_INCREASE"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); try w.requestPriceIncrease(monthly)
        }, event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["EXPIRED PRODUCT_NOT_FOR_SALE"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly)
            var product = w.catalog.product(monthly)!
            product.clearedForSale = false
            w.catalog.add(product)
        }, event: { try $0.advanceClock(bySeconds: 31 * day) }),
        Case(expected: ["EXPIRED"], transaction: "t1", before: { w in _ = try w.buy(productID: monthly) },
             event: { try $0.expireSubscription(monthly) }),
        Case(expected: ["DID_CHANGE_RENEWAL_PREF UPGRADE"], transaction: "t2", before: { w in _ = try w.buy(productID: "plus.silver") },
             event: { try $0.buy(productID: "plus.gold") }),
        Case(expected: ["DID_CHANGE_RENEWAL_PREF DOWNGRADE"], transaction: "t1", before: { w in _ = try w.buy(productID: "plus.gold") },
             event: { try $0.buy(productID: "plus.silver") }),
        Case(expected: ["DID_CHANGE_RENEWAL_PREF"], transaction: "t1", before: { w in
            _ = try w.buy(productID: "plus.gold"); _ = try w.buy(productID: "plus.silver")
        }, event: { try $0.cancelPendingChange("plus.gold") }),
        Case(expected: ["RENEWAL_EXTENDED"], transaction: "t1", before: { w in _ = try w.buy(productID: monthly) },
             event: { try $0.extendRenewalDate(monthly, days: 30) }),
        Case(expected: ["REFUND_REVERSED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: "com.example.premium"); try w.refund("t1")
        }, event: { try $0.reverseRefund("t1") }),
        Case(expected: ["REFUND_REVERSED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); try w.refund("t1")
        }, event: { try $0.reverseRefund("t1") }),
        Case(expected: ["DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED"], transaction: "t1", before: { w in _ = try w.buy(productID: monthly) },
             event: { try $0.setAutoRenew(monthly, false) }),
        Case(expected: ["DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_ENABLED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); try w.setAutoRenew(monthly, false)
        }, event: { try $0.setAutoRenew(monthly, true) }),
        Case(expected: ["PRICE_INCREASE PENDING"], transaction: "t1", before: { w in _ = try w.buy(productID: monthly) },
             event: { try $0.requestPriceIncrease(monthly) }),
        Case(expected: ["PRICE_INCREASE ACCEPTED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: monthly); try w.requestPriceIncrease(monthly)
        }, event: { try $0.answerPriceIncrease(monthly, agree: true) }),
        Case(expected: ["ONE_TIME_CHARGE"], transaction: "t1", before: { _ in }, event: { try $0.buy(productID: "com.example.gems") }),
        Case(expected: ["ONE_TIME_CHARGE"], transaction: "t1", before: { _ in }, event: { try $0.buy(productID: "com.example.premium") }),
        Case(expected: ["REFUND"], transaction: "t1", before: { w in _ = try w.buy(productID: "com.example.gems") },
             event: { try $0.refund("t1") }),
        Case(expected: ["CONSUMPTION_REQUEST"], transaction: "t1", before: { w in _ = try w.buy(productID: "com.example.gems") },
             event: { try $0.requestRefund("t1", submitted: true) }),
        // "the App Store disabled subscription auto-renewal after the customer requested a refund" (notificationType).
        Case(expected: ["CONSUMPTION_REQUEST", "DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED"], transaction: "t1",
             before: { w in _ = try w.buy(productID: monthly) }, event: { try $0.requestRefund("t1", submitted: true) }),
        Case(expected: ["REFUND_DECLINED"], transaction: "t1", before: { w in
            _ = try w.buy(productID: "com.example.gems"); try w.requestRefund("t1", submitted: true)
        }, event: { try $0.decideRefund("t1", grant: false) }),
        Case(expected: ["REFUND"], transaction: "t1", before: { w in
            _ = try w.buy(productID: "com.example.gems"); try w.requestRefund("t1", submitted: true)
        }, event: { try $0.decideRefund("t1", grant: true) }),
        Case(expected: ["REVOKE"], transaction: "t1", before: { w in _ = try w.familyMemberPurchase("family.pass") },
             event: { _ = try $0.stopFamilySharing("family.pass") }),
        // What sends nothing: a cancelled sheet, a restore, a refund request the customer cancelled.
        Case(expected: [], before: { w in w.disableDialogs = false; _ = try w.buy(productID: "com.example.gems") },
             event: { try $0.cancelPaymentSheet() }),
        Case(expected: [], before: { w in _ = try w.buy(productID: "com.example.premium") },
             event: { _ = $0.restoreCompletedTransactions() }),
        Case(expected: [], before: { w in _ = try w.buy(productID: "com.example.gems") },
             event: { try $0.requestRefund("t1", submitted: false) }),
    ]

    @Test(arguments: cases)
    func row(_ c: Case) throws {
        var world = Self.world()
        try c.before(&world)
        _ = world.drainEvents()
        try c.event(&world)
        let subjects = world.drainEvents().flatMap { NotificationTable.subjects(for: $0.event, in: world) }
        #expect(subjects.map(\.name) == c.expected)
        if let first = subjects.first {
            #expect(first.transaction?.id == c.transaction)
            let product = world.catalog.product(first.transaction?.productID ?? "")
            #expect((first.subscription != nil) == (product?.type == .autoRenewable), "signedRenewalInfo only for subscriptions")
        }
    }

    /// Every row a world event causes is covered above, and the table names each type and
    /// subtype pair once.
    @Test func everyRowIsCoveredOnceAndNamedOnce() {
        let names = NotificationTable.rows.map(\.name)
        #expect(Set(names).count == names.count)
        let covered = Set(Self.cases.flatMap(\.expected))
        // RESCIND_CONSENT is sent by 'consent rescind' (no world event), as TEST is by 'notifications test'.
        #expect(Set(names).subtracting(covered) == ["TEST", "EXTERNAL_PURCHASE_TOKEN UNREPORTED", "RESCIND_CONSENT"])
    }

    /// EXTERNAL_PURCHASE_TOKEN UNREPORTED: a token with no report falls due 10 days after it was
    /// issued, not a second earlier; a reported one never does.
    @Test func unreportedTokensFallDueTenDaysAfterTheyWereIssued() throws {
        var world = Self.world()
        world.changeStorefront(to: Storefront.resolve("FRA")!)
        _ = try world.customLinkToken(for: .services)
        #expect(world.external.tokens.count == 2, "ACQUISITION and SERVICES")
        let services = world.external.tokens[1]
        try world.sendExternalPurchaseReport(ExternalPurchaseReport(requestIdentifier: "r", externalPurchaseId: services.externalPurchaseId,
                                                                    status: .noLineItem))
        let issued = world.clock.now
        #expect(NotificationTable.unreportedTokens(in: world, upTo: issued + 10 * Self.day - 1).isEmpty)
        let due = NotificationTable.unreportedTokens(in: world, upTo: issued + 10 * Self.day)
        #expect(due.map(\.subject.name) == ["EXTERNAL_PURCHASE_TOKEN UNREPORTED"])
        #expect(due.first?.subject.token?.handle == world.external.tokens[0].handle)
        #expect(due.first?.at == issued + 10 * Self.day)
        #expect(due.first?.subject.token?.externalPurchaseId.hasPrefix("SANDBOX_") == true)
    }

    @Test func consumptionRequestCarriesItsReason() throws {
        var world = Self.world()
        _ = try world.buy(productID: "com.example.gems")
        _ = world.drainEvents()
        try world.requestRefund("t1", submitted: true)
        let subject = world.drainEvents().flatMap { NotificationTable.subjects(for: $0.event, in: world) }.first
        #expect(subject?.consumptionRequestReason == "OTHER")
    }
}
