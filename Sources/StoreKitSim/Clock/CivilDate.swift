/// A UTC calendar date and time of day, for the month arithmetic of subscription periods.
///
/// Proleptic Gregorian, from and to seconds since the Unix epoch, without Foundation (the world
/// imports nothing): the conversions are Howard Hinnant's days-from-civil algorithms.
public struct CivilDate: Sendable, Hashable {
    public var year: Int64
    /// 1 to 12.
    public var month: Int64
    /// 1 to the month's length.
    public var day: Int64
    public var secondOfDay: Int64

    public init(year: Int64, month: Int64, day: Int64, secondOfDay: Int64 = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.secondOfDay = secondOfDay
    }

    /// The date `seconds` after 1970-01-01T00:00:00Z.
    public init(seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        secondOfDay = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Seconds since the Unix epoch.
    public var seconds: Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return (era * 146_097 + dayOfEra - 719_468) * 86_400 + secondOfDay
    }

    public static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// This date `months` later, on the same day of the month, or the month's last day when it is
    /// shorter: January 31 plus one month is February 28 (29 in a leap year), plus two is March 31.
    public func addingMonths(_ months: Int64) -> CivilDate {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        return CivilDate(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)), secondOfDay: secondOfDay)
    }
}
