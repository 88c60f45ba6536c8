import Testing
@testable import StoreKitSim

/// The renewal rules on the world alone: a subscription period, a renewal rate, when it was bought
/// and how far the clock moves decide the renewal dates and the transactions they make.
@Suite struct RenewalRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var period: String
        var rate: RenewalRate = .realTime
        /// Seconds after 2026-01-01T00:00:00Z the subscription is bought.
        var boughtAfter: Int64 = 0
        var advance: Int64
        /// The renewals' period starts, ISO 8601.
        var renewals: [String]
        var testDescription: String { "\(period) \(rate) +\(boughtAfter)s, advance \(advance)s" }
    }

    static let day: Int64 = 86_400

    static let cases: [Case] = [
        Case(period: "P1M", advance: 95 * day, renewals: ["2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"]),
        Case(period: "P1M", advance: 30 * day, renewals: []),
        Case(period: "P1M", advance: 31 * day, renewals: ["2026-02-01T00:00:00Z"]),
        Case(period: "P1M", boughtAfter: 30 * day, advance: 120 * day,
             renewals: ["2026-02-28T00:00:00Z", "2026-03-31T00:00:00Z", "2026-04-30T00:00:00Z", "2026-05-31T00:00:00Z"]),
        Case(period: "P2M", boughtAfter: 30 * day, advance: 130 * day, renewals: ["2026-03-31T00:00:00Z", "2026-05-31T00:00:00Z"]),
        Case(period: "P3M", advance: 200 * day, renewals: ["2026-04-01T00:00:00Z", "2026-07-01T00:00:00Z"]),
        Case(period: "P6M", advance: 366 * day, renewals: ["2026-07-01T00:00:00Z", "2027-01-01T00:00:00Z"]),
        Case(period: "P1Y", advance: 800 * day, renewals: ["2027-01-01T00:00:00Z", "2028-01-01T00:00:00Z"]),
        Case(period: "P1W", advance: 21 * day, renewals: ["2026-01-08T00:00:00Z", "2026-01-15T00:00:00Z", "2026-01-22T00:00:00Z"]),
        Case(period: "P3D", advance: 10 * day, renewals: ["2026-01-04T00:00:00Z", "2026-01-07T00:00:00Z", "2026-01-10T00:00:00Z"]),
        Case(period: "P1Y", rate: .oneRenewalEveryTwoSeconds, advance: 7,
             renewals: ["2026-01-01T00:00:02Z", "2026-01-01T00:00:04Z", "2026-01-01T00:00:06Z"]),
        Case(period: "P1M", rate: .oneSecondIsOneDay, advance: 65, renewals: ["2026-01-01T00:00:30Z", "2026-01-01T00:01:00Z"]),
        // Apple's table: a week renews every 10 s, a year every 6 min, at monthlyRenewalEveryThirtySeconds.
        Case(period: "P1W", rate: .monthlyRenewalEveryThirtySeconds, advance: 25, renewals: ["2026-01-01T00:00:10Z", "2026-01-01T00:00:20Z"]),
        Case(period: "P1Y", rate: .monthlyRenewalEveryThirtySeconds, advance: 800, renewals: ["2026-01-01T00:06:00Z", "2026-01-01T00:12:00Z"]),
    ]

    /// A world with one subscription of `period`, bought at `boughtAfter`, dialogs answered at once.
    static func world(_ c: Case) throws -> World {
        var world = World.builtIn()
        world.catalog.add(InAppProduct(id: "sub", type: .autoRenewable, price: "1", subscriptionGroup: "g", subscriptionPeriod: c.period))
        world.request(["sub"])
        world.subscriptions.renewalRate = c.rate
        world.disableDialogs = true
        try world.advanceClock(bySeconds: c.boughtAfter)
        try world.buy(productID: "sub")
        _ = world.drainEvents()
        return world
    }

    @Test(arguments: cases)
    func renewalDates(_ c: Case) throws {
        var world = try Self.world(c)
        let before = world.payments.transactions.count
        try world.advanceClock(bySeconds: c.advance)
        let events = world.drainEvents()
        let renewals = world.payments.transactions.dropFirst(before)
        #expect(renewals.map { VirtualClock.iso8601($0.purchaseDate) } == c.renewals)
        #expect(renewals.allSatisfy { $0.state == .purchased && $0.isRenewal && $0.originalTransactionID == "t1" })
        // Each renewal is stamped at its own instant, in time order, not at the end of the advance.
        let stamps = events.filter { if case .subscriptions(.renewed) = $0.event { return true } else { return false } }.map(\.time)
        #expect(stamps == renewals.map(\.purchaseDate))
        // Each period ends where the next begins.
        let ends = [world.payments.transaction("t1")!.expiresDate] + renewals.map(\.expiresDate)
        #expect(Array(ends.dropLast()).compactMap { $0 } == renewals.map(\.purchaseDate))
        #expect(world.subscriptions.state(group: "g")?.expiresDate == ends.last!)
        #expect(world.clock.now == VirtualClock.start + c.boughtAfter + c.advance)
    }

    @Test func tenYearsOfMonthlyRenewalsInOneAdvance() throws {
        var world = try Self.world(Case(period: "P1M", advance: 0, renewals: []))
        try world.advanceClock(bySeconds: 3_653 * Self.day)
        #expect(world.payments.transactions.count == 1 + 120)
        #expect(world.subscriptions.state(group: "g").map { VirtualClock.iso8601($0.expiresDate) } == "2036-02-01T00:00:00Z")
    }

    @Test func anAdvanceCrossingTooManyRenewalsChangesNothing() throws {
        var world = try Self.world(Case(period: "P1M", rate: .oneRenewalEveryTwoSeconds, advance: 0, renewals: []))
        #expect(throws: SubscriptionError.tooManyRenewals(estimated: 1_000_000, limit: World.renewalLimit)) {
            try world.advanceClock(bySeconds: 2_000_000)
        }
        #expect(world.payments.transactions.count == 1 && world.clock.now == VirtualClock.start)
    }

    @Test func billingRetryWithGraceThenExpiry() throws {
        var world = try Self.world(Case(period: "P1M", advance: 0, renewals: []))
        world.subscriptions.gracePeriodDays = 16
        world.subscriptions.billingIssue = true
        try world.advanceClock(bySeconds: 31 * Self.day)
        let state = try #require(world.subscriptions.state(group: "g"))
        #expect(state.status == .inGracePeriod && state.status.isEntitled)
        #expect(state.gracePeriodExpiresDate.map(VirtualClock.iso8601) == "2026-02-17T00:00:00Z")
        #expect(state.billingRetryExpiresDate.map(VirtualClock.iso8601) == "2026-04-02T00:00:00Z")
        try world.advanceClock(bySeconds: 16 * Self.day)
        #expect(world.subscriptions.state(group: "g")?.status == .inBillingRetryPeriod)
        try world.advanceClock(bySeconds: 45 * Self.day)
        #expect(world.subscriptions.state(group: "g")?.status == .expired)
        #expect(world.subscriptions.state(group: "g")?.expirationReason == .billingError)
        #expect(world.payments.transactions.count == 1)
    }

    @Test func weeklyGracePeriodIsAtMostSixDays() throws {
        var world = try Self.world(Case(period: "P1W", advance: 0, renewals: []))
        world.subscriptions.gracePeriodDays = 28
        world.subscriptions.billingIssue = true
        try world.advanceClock(bySeconds: 7 * Self.day)
        #expect(world.subscriptions.state(group: "g")?.gracePeriodExpiresDate.map(VirtualClock.iso8601) == "2026-01-14T00:00:00Z")
    }

    @Test func civilDatesRoundTrip() {
        for seconds in stride(from: Int64(-400) * 366 * Self.day, through: Int64(400) * 366 * Self.day, by: 9_999_991) {
            #expect(CivilDate(seconds: seconds).seconds == seconds)
        }
        #expect(CivilDate(year: 2028, month: 1, day: 31).addingMonths(1) == CivilDate(year: 2028, month: 2, day: 29))
        #expect(CivilDate(year: 2026, month: 12, day: 31).addingMonths(2) == CivilDate(year: 2027, month: 2, day: 28))
        #expect(SubscriptionPeriod(iso8601: "P1M") == SubscriptionPeriod(value: 1, unit: .month))
        for bad in ["P", "P0M", "1M", "P1X", "PM", "P1234M", "p1m"] { #expect(SubscriptionPeriod(iso8601: bad) == nil) }
    }
}
