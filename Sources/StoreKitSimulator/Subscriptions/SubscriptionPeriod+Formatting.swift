import Foundation

/// A subscription period in words: "1 month", "2 weeks" ("Product.SubscriptionPeriod",
/// "formatted(_:referenceDate:)").
extension Product.SubscriptionPeriod {
    /// The format style `Product.subscriptionPeriodFormatStyle` returns: a date range as the
    /// calendar's years, months, weeks and days between its bounds, in English words ("1 month",
    /// "1 year, 2 months", "3 days"). Stands in for Apple's `Date.ComponentsFormatStyle` (see
    /// `Product.subscriptionPeriodFormatStyle`).
    public struct ComponentsFormatStyle: Foundation.FormatStyle, Sendable, Hashable, Codable {
        /// The App Store locale the product was loaded for (kept for `Codable` and equality; the
        /// words are English).
        public let localeIdentifier: String

        public init(localeIdentifier: String = "en_US") { self.localeIdentifier = localeIdentifier }

        public func format(_ range: Range<Date>) -> String {
            let parts = Self.calendar.dateComponents([.year, .month, .day], from: range.lowerBound, to: range.upperBound)
            let days = parts.day ?? 0
            let counts: [(Int, Product.SubscriptionPeriod.Unit)] = [
                (parts.year ?? 0, .year), (parts.month ?? 0, .month), (days / 7, .week), (days % 7, .day),
            ]
            let words = counts.filter { $0.0 > 0 }.map { Self.words($0.0, $0.1) }
            return words.isEmpty ? Self.words(0, .day) : words.joined(separator: ", ")
        }

        /// "1 month", "2 months".
        static func words(_ count: Int, _ unit: Product.SubscriptionPeriod.Unit) -> String {
            "\(count) " + unit.localizedDescription + (count == 1 ? "" : "s")
        }

        /// Periods are counted on the Gregorian calendar in UTC, as the virtual clock counts them.
        static var calendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            return calendar
        }
    }

    /// Product.SubscriptionPeriod.formatted(_:referenceDate:) ("formatted(_:referenceDate:)", the
    /// `Range<Date>` overload): the period starting at `referenceDate`, formatted by `format`
    /// (`product.subscriptionPeriodFormatStyle`).
    public func formatted<S: Foundation.FormatStyle>(_ format: S, referenceDate: Date = .now) -> S.FormatOutput
        where S.FormatInput == Range<Date>
    {
        format.format(referenceDate..<end(from: referenceDate))
    }

    /// Product.SubscriptionPeriod.formatted(_:referenceDate:) (the `Duration` overload): the
    /// period's length from `referenceDate` as a Duration (a month from January 31 is 28 or 29 days).
    public func formatted<S: Foundation.FormatStyle>(_ format: S, referenceDate: Date = .now) -> S.FormatOutput
        where S.FormatInput == Duration
    {
        format.format(.seconds(Int64(end(from: referenceDate).timeIntervalSince(referenceDate))))
    }

    /// Where the period that starts at `date` ends, on the calendar.
    func end(from date: Date) -> Date {
        let component: Calendar.Component
        var count = value
        switch unit {
        case .day: component = .day
        case .week: component = .day; count *= 7
        case .month: component = .month
        case .year: component = .year
        }
        return ComponentsFormatStyle.calendar.date(byAdding: component, value: count, to: date) ?? date
    }
}

extension Product.SubscriptionPeriod.Unit {
    /// Product.SubscriptionPeriod.Unit.localizedDescription: the unit's name, in English ("day",
    /// "week", "month", "year"). UNCONFIRMED: Apple's words and capitalization are the system's
    /// and not published.
    public var localizedDescription: String {
        switch self {
        case .day: return "day"
        case .week: return "week"
        case .month: return "month"
        case .year: return "year"
        }
    }

    /// Product.SubscriptionPeriod.Unit.FormatStyle ("Product.SubscriptionPeriod.Unit.FormatStyle"):
    /// a unit's name, as `localizedDescription`.
    public struct FormatStyle: Foundation.FormatStyle, Sendable, Hashable, Codable {
        public init() {}
        public func format(_ value: Product.SubscriptionPeriod.Unit) -> String { value.localizedDescription }
    }

    /// Product.SubscriptionPeriod.Unit.formatted(_:).
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Product.SubscriptionPeriod.Unit {
        format.format(self)
    }
}
