/// How fast subscription time runs against the virtual clock: SKTestSession.TimeRate.
///
/// `realTime` runs periods on the calendar. The others shrink them, as Xcode's StoreKit Testing
/// does, but on the virtual clock, so a test never waits and never races a renewal. The monthly
/// rates follow the tables of Apple's page for each case ("SKTestSession.TimeRate"): a renewal time
/// per period (a week is not proportional to its days: monthlyRenewalEveryThirtySeconds renews a
/// weekly subscription every 10 s, a monthly one every 30 s, a yearly one every 6 min) and a grace
/// period and billing retry length per rate. The fixed rates renew every period in one interval,
/// with a grace period of one interval and billing retry of two. The deprecated day rates
/// (`oneSecondIsOneDay` …) have no table: a day lasts N seconds and grace and retry days scale
/// with it (UNCONFIRMED).
public enum RenewalRate: String, Sendable, Hashable, CaseIterable {
    case realTime
    case oneSecondIsOneDay
    case thirtySecondsIsOneDay
    case oneMinuteIsOneDay
    case fiveMinutesIsOneDay
    case thirtyMinutesIsOneDay
    case oneHourIsOneDay
    case oneRenewalEveryTwoSeconds
    case oneRenewalEveryTenSeconds
    case oneRenewalEveryThirtySeconds
    case oneRenewalEveryMinute
    case oneRenewalEveryFiveMinutes
    case oneRenewalEveryFifteenMinutes
    case monthlyRenewalEveryThirtySeconds
    case monthlyRenewalEveryFiveMinutes
    case monthlyRenewalEveryFifteenMinutes
    case monthlyRenewalEveryThirtyMinutes
    case monthlyRenewalEveryHour

    /// The raw value of SKTestTimeRate in Apple's StoreKitTest SDK header, which a .storekit
    /// file's `_timeRate` holds: realTime 0; the deprecated day rates 1 (oneHourIsOneDay) to 6
    /// (oneSecondIsOneDay); the monthly rates 10 (every hour) to 13 (every five minutes) and 15
    /// (every thirty seconds); the fixed rates 1000 (every fifteen minutes) to 1005 (every two seconds).
    public var sdkRawValue: Int {
        switch self {
        case .realTime: return 0
        case .oneHourIsOneDay: return 1
        case .thirtyMinutesIsOneDay: return 2
        case .fiveMinutesIsOneDay: return 3
        case .oneMinuteIsOneDay: return 4
        case .thirtySecondsIsOneDay: return 5
        case .oneSecondIsOneDay: return 6
        case .monthlyRenewalEveryHour: return 10
        case .monthlyRenewalEveryThirtyMinutes: return 11
        case .monthlyRenewalEveryFifteenMinutes: return 12
        case .monthlyRenewalEveryFiveMinutes: return 13
        case .monthlyRenewalEveryThirtySeconds: return 15
        case .oneRenewalEveryFifteenMinutes: return 1000
        case .oneRenewalEveryFiveMinutes: return 1001
        case .oneRenewalEveryMinute: return 1002
        case .oneRenewalEveryThirtySeconds: return 1003
        case .oneRenewalEveryTenSeconds: return 1004
        case .oneRenewalEveryTwoSeconds: return 1005
        }
    }

    /// The day rates Apple's StoreKitTest header (SKTestSession.h) deprecates in iOS 15.2 (the
    /// documentation's "Deprecated" on each). They still run as themselves.
    public var isDeprecated: Bool {
        switch self {
        case .oneHourIsOneDay, .thirtyMinutesIsOneDay, .fiveMinutesIsOneDay, .oneMinuteIsOneDay, .thirtySecondsIsOneDay,
             .oneSecondIsOneDay: return true
        default: return false
        }
    }

    /// The rate the header names in API_DEPRECATED_WITH_REPLACEMENT; nil for a current rate and
    /// for the deprecated rates it gives none ("Use real time or a time rate in terms of monthly
    /// renewals").
    public var replacement: RenewalRate? {
        switch self {
        case .oneMinuteIsOneDay: return .monthlyRenewalEveryThirtyMinutes
        case .thirtySecondsIsOneDay: return .monthlyRenewalEveryFifteenMinutes
        case .oneSecondIsOneDay: return .monthlyRenewalEveryThirtySeconds
        default: return nil
        }
    }

    /// The rate a .storekit file's `_timeRate` names, by the SDK's raw value.
    public init?(sdkRawValue: Int) {
        guard let found = Self.allCases.first(where: { $0.sdkRawValue == sdkRawValue }) else { return nil }
        self = found
    }

    /// One monthly rate's row of Apple's tables, in seconds.
    struct MonthlyTable: Sendable, Hashable {
        var week: Int64
        var month: Int64
        var weeklyGrace: Int64
        var grace: Int64
        var retry: Int64
    }

    private enum Scale {
        case calendar
        case secondsPerDay(Int64)
        case secondsPerPeriod(Int64)
        case monthly(MonthlyTable)
    }

    private var scale: Scale {
        switch self {
        case .realTime: return .calendar
        case .oneSecondIsOneDay: return .secondsPerDay(1)
        case .thirtySecondsIsOneDay: return .secondsPerDay(30)
        case .oneMinuteIsOneDay: return .secondsPerDay(60)
        case .fiveMinutesIsOneDay: return .secondsPerDay(300)
        case .thirtyMinutesIsOneDay: return .secondsPerDay(1_800)
        case .oneHourIsOneDay: return .secondsPerDay(3_600)
        case .oneRenewalEveryTwoSeconds: return .secondsPerPeriod(2)
        case .oneRenewalEveryTenSeconds: return .secondsPerPeriod(10)
        case .oneRenewalEveryThirtySeconds: return .secondsPerPeriod(30)
        case .oneRenewalEveryMinute: return .secondsPerPeriod(60)
        case .oneRenewalEveryFiveMinutes: return .secondsPerPeriod(300)
        case .oneRenewalEveryFifteenMinutes: return .secondsPerPeriod(900)
        case .monthlyRenewalEveryThirtySeconds: return .monthly(MonthlyTable(week: 10, month: 30, weeklyGrace: 9, grace: 15, retry: 60))
        case .monthlyRenewalEveryFiveMinutes: return .monthly(MonthlyTable(week: 180, month: 300, weeklyGrace: 154, grace: 150, retry: 600))
        case .monthlyRenewalEveryFifteenMinutes: return .monthly(MonthlyTable(week: 300, month: 900, weeklyGrace: 257, grace: 450, retry: 1_800))
        case .monthlyRenewalEveryThirtyMinutes: return .monthly(MonthlyTable(week: 600, month: 1_800, weeklyGrace: 514, grace: 900, retry: 3_600))
        case .monthlyRenewalEveryHour: return .monthly(MonthlyTable(week: 900, month: 3_600, weeklyGrace: 771, grace: 1_800, retry: 7_200))
        }
    }

    /// The end of the `count`-th period of `period` that started at `anchor`. Computed from the
    /// anchor, not from the previous end, so month ends do not drift (January 31, February 28,
    /// March 31: the tool's rule, UNCONFIRMED) and many periods cost no more than one.
    public func end(of period: SubscriptionPeriod, from anchor: VirtualInstant, count: Int64) -> VirtualInstant {
        switch scale {
        case .calendar: return period.calendarEnd(from: anchor, count: count)
        case .secondsPerDay(let s): return anchor + count * period.nominalDays * s
        case .secondsPerPeriod(let s): return anchor + count * s
        case .monthly(let table): return anchor + count * Self.length(of: period, table)
        }
    }

    /// A period's renewal time at a monthly rate: Apple's table for weeks, months and years (a
    /// year is twelve months); an offer's days as a seventh of a week (UNCONFIRMED).
    private static func length(of period: SubscriptionPeriod, _ table: MonthlyTable) -> Int64 {
        let value = Int64(period.value)
        switch period.unit {
        case .day: return max(1, value * table.week / 7)
        case .week: return value * table.week
        case .month: return value * table.month
        case .year: return value * 12 * table.month
        }
    }

    /// How long the billing grace period lasts for a subscription of `period`, when App Store
    /// Connect's grace period is `days` long: real days on the calendar (a weekly subscription's at
    /// most 6); at a monthly rate Apple's table, which gives the 16-day grace period, scaled for 3
    /// or 28 days (UNCONFIRMED); at a fixed rate one interval.
    public func gracePeriod(days: Int64, for period: SubscriptionPeriod) -> Int64 {
        let weekly = period.unit == .week || (period.unit == .day && period.value <= 7)
        let realDays = weekly ? min(days, 6) : days
        switch scale {
        case .calendar: return realDays * 86_400
        case .secondsPerDay(let s): return realDays * s
        case .secondsPerPeriod(let s): return s
        case .monthly(let table): return max(1, (weekly ? table.weeklyGrace : table.grace) * days / 16)
        }
    }

    /// How long the App Store retries a failed renewal: `days` real days (60), Apple's table at a
    /// monthly rate, two intervals at a fixed rate.
    public func billingRetry(days: Int64) -> Int64 {
        switch scale {
        case .calendar: return days * 86_400
        case .secondsPerDay(let s): return days * s
        case .secondsPerPeriod(let s): return 2 * s
        case .monthly(let table): return max(1, table.retry * days / 60)
        }
    }
    /// The shortest a period of `period` can be at this rate, in seconds: to bound how many
    /// renewals one clock advance can cross before computing them.
    public func shortestLength(of period: SubscriptionPeriod) -> Int64 {
        switch scale {
        case .calendar:
            switch period.unit {
            case .day: return Int64(period.value) * 86_400
            case .week: return Int64(period.value) * 7 * 86_400
            case .month: return Int64(period.value) * 28 * 86_400
            case .year: return Int64(period.value) * 365 * 86_400
            }
        default: return max(1, end(of: period, from: VirtualInstant(seconds: 0), count: 1).seconds)
        }
    }
}
