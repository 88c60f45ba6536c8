import Testing
@testable import StoreKitSim

/// The External Purchase Server API rules the simulator checks (storekit-facts.md 4.1-4.5),
/// each named as Apple names the error.
struct ReportRulesTests {
    /// A world in FRA with the new customer's two sandbox tokens (tok1 ACQUISITION, tok2 SERVICES).
    static func world() throws -> World {
        var world = World.builtIn()
        world.storefront = Storefront.resolve("FRA")!
        _ = try world.customLinkToken(for: .services)
        return world
    }

    static func buy(_ id: String, incl: Int64 = 12_000, excl: Int64 = 10_000, tax: Int64 = 2_000, at ms: Int64 = VirtualClock.start * 1000) -> ReportLineItem {
        var item = ReportLineItem(lineItemId: id, creationDate: ms, eventType: "BUY")
        item.productType = "ONE_TIME_BUY"
        item.productIdentifier = "com.example.gems"
        item.quantity = 1
        item.amountTaxInclusive = incl
        item.amountTaxExclusive = excl
        item.taxAmount = tax
        item.netAmountTaxExclusive = excl
        item.taxCountry = "FRA"
        item.pricingCurrency = "EUR"
        item.reportingCurrency = "EUR"
        return item
    }

    static func refund(_ id: String, of buy: String, excl: Int64, net: Int64) -> ReportLineItem {
        var item = ReportLineItem(lineItemId: id, creationDate: VirtualClock.start * 1000, eventType: "REFUND")
        item.referenceLineItemId = buy
        item.amountTaxInclusive = excl
        item.amountTaxExclusive = excl
        item.taxAmount = 0
        item.netAmountTaxExclusive = net
        item.taxCountry = "FRA"
        item.pricingCurrency = "EUR"
        item.reportingCurrency = "EUR"
        return item
    }

    /// Sends a report for a token; returns the names of the errors.
    static func send(_ world: inout World, _ handle: String, _ status: ReportStatus, _ items: [ReportLineItem] = [],
                     request: String? = nil, to environment: ExternalPurchaseEnvironment = .sandbox) -> [String] {
        let token = world.external.token(handle)!
        let id = request ?? world.external.server.nextRequestIdentifier()
        let report = ExternalPurchaseReport(requestIdentifier: id, externalPurchaseId: token.externalPurchaseId, status: status, lineItems: items)
        return world.external.server.send(report, to: environment, tokens: world.external.tokens, now: world.clock.now).map(\.name)
    }

    @Test func aGoodReportIsStored() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 4_000, net: 6_000)]).isEmpty)
        #expect(world.external.server.accepted.count == 2)
    }

    @Test func taxArithmetic() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a", incl: 12_000, excl: 10_000, tax: 1_000)]) == ["IncorrectAmountTaxInclusive"])
        #expect(world.external.server.accepted.isEmpty)
    }

    @Test func statusRules() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem) == ["MissingLineItemsForStatus"])
        #expect(Self.send(&world, "tok1", .noLineItem, [Self.buy("a")]) == ["LineItemsNotAllowedForStatus"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(Self.send(&world, "tok2", .noLineItem) == ["LineItemStatusRegression"])
        #expect(Self.send(&world, "tok2", .unrecognizedToken) == ["LineItemStatusRegression"])
        #expect(Self.send(&world, "tok1", .noLineItem).isEmpty)
        #expect(Self.send(&world, "tok1", .noLineItem) == ["DuplicateTokenStatusNotAllowed"])
    }

    @Test func duplicates() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a")], request: "r1").isEmpty)
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("b")], request: "r1") == ["DuplicateRequest"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a")]) == ["DuplicateValue"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("c"), Self.buy("c")]) == ["DuplicateValue"])
    }

    @Test func sandboxTokensOnlyToTheSandboxServer() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .noLineItem, to: .production) == ["SandboxTokenInProduction"])
        #expect(Self.send(&world, "tok2", .noLineItem, to: .sandbox).isEmpty)
    }

    @Test func currencies() throws {
        var world = try Self.world()
        var rate = Self.buy("a")
        rate.exchangeRate = "1.1"
        #expect(Self.send(&world, "tok2", .lineItem, [rate]) == ["ReportingCurrencyExchangeNotAllowed"])
        var noRate = Self.buy("b")
        noRate.reportingCurrency = "USD"
        #expect(Self.send(&world, "tok2", .lineItem, [noRate]) == ["OmittedField"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("c")]).isEmpty)
        var refund = Self.refund("d", of: "c", excl: 1_000, net: 9_000)
        refund.pricingCurrency = "USD"
        refund.reportingCurrency = "USD"
        #expect(Self.send(&world, "tok2", .lineItem, [refund]) == ["PricingCurrencyMismatch", "ReportingCurrencyMismatch"])
    }

    @Test func refunds() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 1_000, net: 8_000)]) == ["IncorrectNetAmount"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 1_000, net: 9_000)]).isEmpty)
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("s", of: "r", excl: 1_000, net: 8_000)]) == ["RefundReferencedByRefund"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("s", of: "a", excl: 10_000, net: 0)]) == ["NetAmountMismatch"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("s", of: "zz", excl: 1_000, net: 8_000)]) == ["NotFound"])
        #expect(Self.send(&world, "tok2", .lineItem, [Self.refund("s", of: "s", excl: 1_000, net: 8_000)]) == ["SelfReference"])
    }

    @Test func datesAndSubscriptions() throws {
        var world = try Self.world()
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("a", at: (VirtualClock.start + 60) * 1000)]) == ["FutureDate"])
        var start = Self.buy("s")
        start.productType = "SUBSCRIPTION"
        start.subscriptionEvent = "SUBSCRIPTION_START"
        start.subscriptionDaysOfPaidService = 30
        #expect(Self.send(&world, "tok2", .lineItem, [start]) == ["SubscriptionStartNonZeroDaysPaidService"])
        start.subscriptionDaysOfPaidService = 0
        var renewal = Self.buy("n")
        renewal.productType = "SUBSCRIPTION"
        renewal.subscriptionEvent = "RENEWAL"
        renewal.referenceLineItemId = "s"
        #expect(Self.send(&world, "tok2", .lineItem, [start, renewal]).isEmpty)
        var bad = Self.buy("m")
        bad.productType = "SUBSCRIPTION"
        bad.subscriptionEvent = "RENEWAL"
        bad.referenceLineItemId = "n"
        #expect(Self.send(&world, "tok2", .lineItem, [bad]) == ["ReferenceInvalidSubscriptionEvent"])
        try world.clock.advance(bySeconds: 7_200)
        #expect(Self.send(&world, "tok2", .lineItem, [Self.buy("late", at: world.clock.now * 1000)]) == ["LineItemCreationDateOutOfRange"])
    }

    @Test func dueAfterTenDaysUnlessReported() throws {
        var world = try Self.world()
        try world.clock.advance(bySeconds: 10 * 86_400 - 1)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).isEmpty)
        try world.clock.advance(bySeconds: 1)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).map(\.handle) == ["tok1", "tok2"])
        #expect(Self.send(&world, "tok2", .noLineItem).isEmpty)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).map(\.handle) == ["tok1"])
    }

    @Test func associationIsOneAccountPerToken() throws {
        var world = try Self.world()
        let token = world.external.token("tok1")!
        try world.external.server.associate(token, account: "alice")
        try world.external.server.associate(token, account: "alice")
        #expect(throws: SimulationError.self) { try world.external.server.associate(token, account: "bob") }
    }
}
