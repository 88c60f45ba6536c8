/// How fast subscription time runs against the virtual clock: SKTestSession.TimeRate.
///
/// `realTime` runs periods on the calendar. The others shrink them, as Xcode's StoreKit Testing
/// does, but on the virtual clock, so a test never waits and never races a renewal: a day lasts N
/// seconds (`oneSecondIsOneDay`: a nominal month of 30 days lasts 30 s), every period lasts N
/// seconds (`oneRenewalEveryTwoSeconds`), or a month lasts N seconds and other periods scale with
/// their nominal days (`monthlyRenewalEveryThirtySeconds`: a year lasts 365/30 × 30 s).
/// The case order follows Apple's list of SKTestSession.TimeRate; a .storekit file's `_timeRate`
/// integer is read as an index into it (UNCONFIRMED: Apple does not document the raw values).
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

    /// The rate a .storekit file's `_timeRate` names, by its index in Apple's list.
    public init?(storeKitIndex: Int) {
        guard Self.allCases.indices.contains(storeKitIndex) else { return nil }
        self = Self.allCases[storeKitIndex]
    }

    private enum Scale {
        case calendar
        case secondsPerDay(Int64)
        case secondsPerPeriod(Int64)
        case secondsPerMonth(Int64)
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
        case .monthlyRenewalEveryThirtySeconds: return .secondsPerMonth(30)
        case .monthlyRenewalEveryFiveMinutes: return .secondsPerMonth(300)
        case .monthlyRenewalEveryFifteenMinutes: return .secondsPerMonth(900)
        case .monthlyRenewalEveryThirtyMinutes: return .secondsPerMonth(1_800)
        case .monthlyRenewalEveryHour: return .secondsPerMonth(3_600)
        }
    }

    /// The end of the `count`-th period of `period` that started at `anchor`. Computed from the
    /// anchor, not from the previous end, so month ends do not drift (January 31, February 28,
    /// March 31) and many periods cost no more than one.
    public func end(of period: SubscriptionPeriod, from anchor: Int64, count: Int64) -> Int64 {
        switch scale {
        case .calendar: return period.calendarEnd(from: anchor, count: count)
        case .secondsPerDay(let s): return anchor + count * period.nominalDays * s
        case .secondsPerPeriod(let s): return anchor + count * s
        case .secondsPerMonth(let s): return anchor + count * max(1, period.nominalDays * s / 30)
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
        default: return max(1, end(of: period, from: 0, count: 1))
        }
    }
}
