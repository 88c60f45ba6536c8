import Testing
@testable import StoreKitSim

/// SKTestSession.TimeRate exactly as Apple's page for each case gives it: the renewal time per
/// period, the grace period (weekly and other periods) and the billing retry length, and the raw
/// values of SKTestTimeRate in the StoreKitTest header that a .storekit file's `_timeRate` holds.
@Suite struct TimeRateTableTests {
    static let week = SubscriptionPeriod(value: 1, unit: .week)
    static let month = SubscriptionPeriod.oneMonth

    /// (rate, seconds for P1W, P1M, P2M, P3M, P6M, P1Y; grace weekly, grace other, retry) with a 16-day grace period.
    static let table: [(RenewalRate, [Int64], Int64, Int64, Int64)] = [
        (.monthlyRenewalEveryThirtySeconds, [10, 30, 60, 90, 180, 360], 9, 15, 60),
        (.monthlyRenewalEveryFiveMinutes, [180, 300, 600, 900, 1_800, 3_600], 154, 150, 600),
        (.monthlyRenewalEveryFifteenMinutes, [300, 900, 1_800, 2_700, 5_400, 10_800], 257, 450, 1_800),
        (.monthlyRenewalEveryThirtyMinutes, [600, 1_800, 3_600, 5_400, 10_800, 21_600], 514, 900, 3_600),
        (.monthlyRenewalEveryHour, [900, 3_600, 7_200, 10_800, 21_600, 43_200], 771, 1_800, 7_200),
        (.oneRenewalEveryTwoSeconds, [2, 2, 2, 2, 2, 2], 2, 2, 4),
        (.oneRenewalEveryTenSeconds, [10, 10, 10, 10, 10, 10], 10, 10, 20),
        (.oneRenewalEveryThirtySeconds, [30, 30, 30, 30, 30, 30], 30, 30, 60),
        (.oneRenewalEveryMinute, [60, 60, 60, 60, 60, 60], 60, 60, 120),
        (.oneRenewalEveryFiveMinutes, [300, 300, 300, 300, 300, 300], 300, 300, 600),
        (.oneRenewalEveryFifteenMinutes, [900, 900, 900, 900, 900, 900], 900, 900, 1_800),
        // The deprecated day rates have no table: a day lasts N seconds (UNCONFIRMED).
        (.oneSecondIsOneDay, [7, 30, 60, 90, 180, 365], 6, 16, 60),
        (.thirtySecondsIsOneDay, [210, 900, 1_800, 2_700, 5_400, 10_950], 180, 480, 1_800),
        (.oneMinuteIsOneDay, [420, 1_800, 3_600, 5_400, 10_800, 21_900], 360, 960, 3_600),
        (.fiveMinutesIsOneDay, [2_100, 9_000, 18_000, 27_000, 54_000, 109_500], 1_800, 4_800, 18_000),
        (.thirtyMinutesIsOneDay, [12_600, 54_000, 108_000, 162_000, 324_000, 657_000], 10_800, 28_800, 108_000),
        (.oneHourIsOneDay, [25_200, 108_000, 216_000, 324_000, 648_000, 1_314_000], 21_600, 57_600, 216_000),
    ]

    @Test(arguments: table)
    func renewalGraceAndRetry(rate: RenewalRate, periods: [Int64], weeklyGrace: Int64, grace: Int64, retry: Int64) {
        #expect(SubscriptionPeriod.autoRenewable.map { rate.end(of: $0, from: .epoch, count: 1).seconds } == periods)
        #expect(rate.gracePeriod(days: 16, for: Self.week) == weeklyGrace)
        #expect(rate.gracePeriod(days: 16, for: Self.month) == grace)
        #expect(rate.billingRetry(days: 60) == retry)
    }

    @Test func realTimeIsTheCalendarWithAppStoreConnectsGrace() {
        let rate = RenewalRate.realTime
        #expect(rate.gracePeriod(days: 16, for: Self.week) == 6 * 86_400)
        #expect(rate.gracePeriod(days: 16, for: Self.month) == 16 * 86_400)
        #expect(rate.gracePeriod(days: 28, for: Self.month) == 28 * 86_400)
        #expect(rate.gracePeriod(days: 3, for: Self.week) == 3 * 86_400)
        #expect(rate.billingRetry(days: 60) == 60 * 86_400)
        #expect(VirtualClock.iso8601(rate.end(of: Self.month, from: VirtualClock.start, count: 1)) == "2026-02-01T00:00:00Z")
    }

    /// Every case is in the table above or real time.
    @Test func everyRateIsCovered() {
        #expect(Set(Self.table.map(\.0)).union([.realTime]) == Set(RenewalRate.allCases))
    }

    @Test func sdkRawValues() {
        let expected: [(RenewalRate, Int)] = [
            (.realTime, 0), (.oneHourIsOneDay, 1), (.thirtyMinutesIsOneDay, 2), (.fiveMinutesIsOneDay, 3), (.oneMinuteIsOneDay, 4),
            (.thirtySecondsIsOneDay, 5), (.oneSecondIsOneDay, 6), (.monthlyRenewalEveryHour, 10), (.monthlyRenewalEveryThirtyMinutes, 11),
            (.monthlyRenewalEveryFifteenMinutes, 12), (.monthlyRenewalEveryFiveMinutes, 13), (.monthlyRenewalEveryThirtySeconds, 15),
            (.oneRenewalEveryFifteenMinutes, 1000), (.oneRenewalEveryFiveMinutes, 1001), (.oneRenewalEveryMinute, 1002),
            (.oneRenewalEveryThirtySeconds, 1003), (.oneRenewalEveryTenSeconds, 1004), (.oneRenewalEveryTwoSeconds, 1005),
        ]
        for (rate, raw) in expected {
            #expect(rate.sdkRawValue == raw)
            #expect(RenewalRate(sdkRawValue: raw) == rate)
        }
        for missing in [7, 8, 9, 14, 16, 999, 1006] { #expect(RenewalRate(sdkRawValue: missing) == nil) }
    }

    @Test func autoRenewablePeriodsAreApplesSix() {
        #expect(SubscriptionPeriod.autoRenewable.map(\.iso8601) == ["P1W", "P1M", "P2M", "P3M", "P6M", "P1Y"])
        for other in ["P2W", "P3D", "P4M", "P2Y", "P12M"] { #expect(SubscriptionPeriod(iso8601: other)?.isAutoRenewable == false) }
    }
}
