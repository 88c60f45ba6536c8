import Testing
@testable import StoreKitSim

/// Calendar steps and exact moments on the world alone: a month from January 31 ends on
/// February 28 as a monthly period does, and `--to` lands on the instant the subscription reaches.
@Suite struct ClockStepRulesTests {
    static let day: Int64 = 86_400

    @Test(arguments: [
        (start: "2026-01-31T00:00:00Z", step: ClockStep(months: 1), end: "2026-02-28T00:00:00Z"),
        (start: "2028-01-31T00:00:00Z", step: ClockStep(months: 1), end: "2028-02-29T00:00:00Z"),
        (start: "2026-01-31T00:00:00Z", step: ClockStep(months: 2), end: "2026-03-31T00:00:00Z"),
        (start: "2028-02-29T00:00:00Z", step: ClockStep(months: 12), end: "2029-02-28T00:00:00Z"),
        (start: "2026-01-31T00:00:00Z", step: ClockStep(months: 1, seconds: 86_400), end: "2026-03-01T00:00:00Z"),
    ])
    func monthsAreCalendarMonths(_ c: (start: String, step: ClockStep, end: String)) throws {
        var world = World.builtIn()
        let start = try #require(Self.instant(c.start))
        try world.advanceClock(bySeconds: start - world.clock.now.seconds)
        try world.advanceClock(by: c.step)
        #expect(world.clock.iso8601 == c.end)
    }

    @Test func aStepPastTheEndOfTheClockIsRefusedAndTheClockStays() {
        var world = World.builtIn()
        #expect(throws: ClockError.pastEnd) { try world.advanceClock(by: ClockStep(months: 12 * 8_000)) }
        #expect(throws: ClockError.pastEnd) { try world.advanceClock(by: ClockStep(months: Int64.max)) }
        #expect(world.clock.now == VirtualClock.start)
    }

    @Test func advanceToMomentsLandsOnEachInstant() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.buy(productID: "com.example.pro.monthly")
        try world.advanceClock(to: .nextRenewal, of: nil)
        #expect(world.clock.iso8601 == "2026-02-01T00:00:00Z")
        world.subscriptions.billingIssue = true
        world.subscriptions.gracePeriodDays = 16
        try world.advanceClock(to: .nextRenewal, of: "com.example.pro.monthly")
        #expect(world.clock.iso8601 == "2026-03-01T00:00:00Z")
        #expect(throws: SubscriptionError.self) { try world.advanceClock(to: .nextRenewal, of: nil) }
        try world.advanceClock(to: .graceEnd, of: nil)
        #expect(world.clock.iso8601 == "2026-03-17T00:00:00Z")
        try world.advanceClock(to: .retryEnd, of: nil)
        #expect(world.subscriptions.all.first?.status == .expired)
        #expect(throws: SubscriptionError.self) { try world.advanceClock(to: .expiry, of: nil) }
    }

    static func instant(_ iso: String) -> Int64? {
        let parts = iso.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int64($0) }
        guard parts.count == 6 else { return nil }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2], secondOfDay: parts[3] * 3_600 + parts[4] * 60 + parts[5]).seconds
    }
}
