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

    static func buy(_ id: String, incl: Int64 = 12_000, excl: Int64 = 10_000, tax: Int64 = 2_000,
        at ms: Int64 = VirtualClock.start.seconds * 1000) -> ReportLineItem {
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
        var item = ReportLineItem(lineItemId: id, creationDate: VirtualClock.start.seconds * 1000, eventType: "REFUND")
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

    /// Sends a report for a token through the world; returns the errors Apple answers with.
    static func send(_ world: inout World, _ handle: String, _ status: ReportStatus, _ items: [ReportLineItem] = [],
                     request: String? = nil, to environment: ExternalPurchaseEnvironment = .sandbox) throws -> [ReportError] {
        let token = try #require(world.external.token(handle))
        let id = request ?? world.external.server.nextRequestIdentifier()
        let report = ExternalPurchaseReport(requestIdentifier: id, externalPurchaseId: token.externalPurchaseId, status: status, lineItems: items)
        return try world.sendExternalPurchaseReport(report, to: environment)
    }

    /// The problems of the errors, for rules about a report as a whole.
    static func problems(_ errors: [ReportError]) -> [ReportProblem] { errors.map(\.problem) }

    static func serverEvents(_ world: inout World) -> [ExternalPurchaseEvent] {
        world.drainEvents().compactMap { if case .externalPurchase(let event) = $0.event { event } else { nil } }
    }

    @Test func aGoodReportIsStoredAndRecorded() throws {
        var world = try Self.world()
        _ = world.drainEvents()
        let token = try #require(world.external.token("tok2"))
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 4_000, net: 6_000)]).isEmpty)
        #expect(world.external.server.accepted.count == 2)
        #expect(Self.serverEvents(&world) == world.external.server.accepted.map { .reportAccepted($0, token: token) })
        #expect(world.external.server.accepted.map(\.environment) == [.sandbox, .sandbox])
    }

    @Test func aRejectedReportStoresNothingAndIsRecorded() throws {
        var world = try Self.world()
        _ = world.drainEvents()
        let token = try #require(world.external.token("tok2"))
        let report = ExternalPurchaseReport(requestIdentifier: "r1", externalPurchaseId: token.externalPurchaseId, status: .lineItem)
        let errors = try world.sendExternalPurchaseReport(report)
        #expect(errors == [ReportError(.missingLineItems)])
        #expect(errors.map(\.name) == ["MissingLineItemsForStatus"] && errors.map(\.field) == [.lineItems])
        #expect(Self.serverEvents(&world) == [.reportRejected(report, errors: errors)])
        #expect(world.external.server.accepted.isEmpty)
    }

    @Test func taxArithmetic() throws {
        var world = try Self.world()
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a", incl: 12_000, excl: 10_000, tax: 1_000)])
                == [ReportError(.incorrectTaxInclusive(inclusive: 12_000, exclusive: 10_000, tax: 1_000, sum: 11_000), line: "a")])
        #expect(world.external.server.accepted.isEmpty)
    }

    @Test func amountsThatOverflowAreAnErrorNotATrap() throws {
        var world = try Self.world()
        #expect(throws: ServerError.amountOverflow(lineItemId: "a", .taxInclusive)) {
            try Self.send(&world, "tok2", .lineItem, [Self.buy("a", incl: 1, excl: Int64.max, tax: 2_000)])
        }
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("b")]).isEmpty)
        var below = Self.refund("r", of: "b", excl: Int64.min, net: 0)
        below.amountTaxInclusive = Int64.min
        #expect(throws: ServerError.amountOverflow(lineItemId: "r", .leftAfterRefunds(buy: "b"))) {
            try Self.send(&world, "tok2", .lineItem, [below])
        }
        let twice = [Self.refund("s", of: "b", excl: Int64.max, net: 0), Self.refund("t", of: "b", excl: Int64.max, net: 0)]
        #expect(throws: ServerError.amountOverflow(lineItemId: "t", .leftAfterRefunds(buy: "b"))) {
            try Self.send(&world, "tok2", .lineItem, twice)
        }
        #expect(world.external.server.accepted.count == 1)
    }

    @Test func statusRules() throws {
        var world = try Self.world()
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem)) == [.missingLineItems])
        #expect(try Self.problems(Self.send(&world, "tok1", .noLineItem, [Self.buy("a")])) == [.lineItemsNotAllowed(.noLineItem)])
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(try Self.problems(Self.send(&world, "tok2", .noLineItem)) == [.statusRegression(token: "tok2", to: .noLineItem)])
        #expect(try Self.problems(Self.send(&world, "tok2", .unrecognizedToken)) == [.statusRegression(token: "tok2", to: .unrecognizedToken)])
        #expect(try Self.send(&world, "tok1", .noLineItem).isEmpty)
        #expect(try Self.problems(Self.send(&world, "tok1", .noLineItem)) == [.duplicateStatus(token: "tok1", .noLineItem)])
    }

    @Test func duplicates() throws {
        var world = try Self.world()
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a")], request: "r1").isEmpty)
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [Self.buy("b")], request: "r1")) == [.duplicateRequest("r1")])
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a")]) == [ReportError(.lineItemIdUsed("a"), line: "a")])
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("c"), Self.buy("c")]) == [ReportError(.lineItemIdUsed("c"), line: "c")])
    }

    @Test func sandboxTokensOnlyToTheSandboxServer() throws {
        var world = try Self.world()
        #expect(try Self.problems(Self.send(&world, "tok2", .noLineItem, to: .production)) == [.sandboxTokenInProduction])
        #expect(try Self.send(&world, "tok2", .noLineItem, to: .sandbox).isEmpty)
    }

    @Test func currencies() throws {
        var world = try Self.world()
        var rate = Self.buy("a")
        rate.exchangeRate = "1.1"
        #expect(try Self.send(&world, "tok2", .lineItem, [rate]) == [ReportError(.exchangeRateNotAllowed(currency: "EUR"), line: "a")])
        var noRate = Self.buy("b")
        noRate.reportingCurrency = "USD"
        #expect(try Self.send(&world, "tok2", .lineItem, [noRate]) == [ReportError(.exchangeRateMissing(pricing: "EUR", reporting: "USD"),
            line: "b")])
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("c")]).isEmpty)
        var refund = Self.refund("d", of: "c", excl: 1_000, net: 9_000)
        refund.pricingCurrency = "USD"
        refund.reportingCurrency = "USD"
        let errors = try Self.send(&world, "tok2", .lineItem, [refund])
        #expect(Self.problems(errors) == [.differsFromReference(.pricingCurrency, mine: "USD", reference: "c", theirs: "EUR"),
                                          .differsFromReference(.reportingCurrency, mine: "USD", reference: "c", theirs: "EUR")])
        #expect(errors.map(\.name) == ["PricingCurrencyMismatch", "ReportingCurrencyMismatch"])
    }

    @Test func refunds() throws {
        var world = try Self.world()
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.buy("a")]).isEmpty)
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 1_000, net: 8_000)]))
                == [.refundNetAmount(reference: "a", left: 9_000, net: 8_000)])
        #expect(try Self.send(&world, "tok2", .lineItem, [Self.refund("r", of: "a", excl: 1_000, net: 9_000)]).isEmpty)
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem,
            [Self.refund("s", of: "r", excl: 1_000, net: 8_000)])) == [.refundOfRefund("r")])
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [Self.refund("s", of: "a", excl: 10_000, net: 0)])) == [.refundsExceedBuy("a",
            exclusive: 10_000)])
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem,
            [Self.refund("s", of: "zz", excl: 1_000, net: 8_000)])) == [.referenceNotFound("zz")])
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem,
            [Self.refund("s", of: "s", excl: 1_000, net: 8_000)])) == [.selfReference("s")])
    }

    @Test func datesAndSubscriptions() throws {
        var world = try Self.world()
        let later = (VirtualClock.start.seconds + 60) * 1000
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [Self.buy("a", at: later)])) == [.futureDate(creationDate: later,
            now: VirtualClock.start)])
        var start = Self.buy("s")
        start.productType = "SUBSCRIPTION"
        start.subscriptionEvent = "SUBSCRIPTION_START"
        start.subscriptionDaysOfPaidService = 30
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [start])) == [.startWithPaidDays(30)])
        start.subscriptionDaysOfPaidService = 0
        var renewal = Self.buy("n")
        renewal.productType = "SUBSCRIPTION"
        renewal.subscriptionEvent = "RENEWAL"
        renewal.referenceLineItemId = "s"
        #expect(try Self.send(&world, "tok2", .lineItem, [start, renewal]).isEmpty)
        var bad = Self.buy("m")
        bad.productType = "SUBSCRIPTION"
        bad.subscriptionEvent = "RENEWAL"
        bad.referenceLineItemId = "n"
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [bad])) == [.referenceNotSubscriptionStart("n")])
        try world.clock.advance(bySeconds: 7_200)
        let token = try #require(world.external.token("tok2"))
        #expect(try Self.problems(Self.send(&world, "tok2", .lineItem, [Self.buy("late", at: world.clock.now.seconds * 1000)]))
                == [.outsideTokenPeriod(date: world.clock.now, token: token)])
    }

    @Test func dueAfterTenDaysUnlessReported() throws {
        var world = try Self.world()
        try world.clock.advance(bySeconds: 10 * 86_400 - 1)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).isEmpty)
        try world.clock.advance(bySeconds: 1)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).map(\.handle) == ["tok1", "tok2"])
        #expect(try Self.send(&world, "tok2", .noLineItem).isEmpty)
        #expect(world.external.server.due(world.external.tokens, now: world.clock.now).map(\.handle) == ["tok1"])
    }

    @Test func associationIsOneAccountPerToken() throws {
        var world = try Self.world()
        _ = world.drainEvents()
        let token = try #require(world.external.token("tok1"))
        try world.associateExternalPurchaseToken(token, account: "alice")
        try world.associateExternalPurchaseToken(token, account: "alice")
        #expect(throws: ServerError.alreadyAssociated(token, account: "alice")) { try world.associateExternalPurchaseToken(token, account: "bob") }
        #expect(world.external.server.associations == [token.externalPurchaseId: "alice"])
        #expect(Self.serverEvents(&world) == [.tokenAssociated(token, account: "alice"), .tokenAssociated(token, account: "alice")])
    }
}
