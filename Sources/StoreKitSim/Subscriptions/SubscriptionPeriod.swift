/// The length of a subscription period as App Store Connect and .storekit files write it: an
/// ISO 8601 duration of one unit, `P3D`, `P1W`, `P1M`, `P2M`, `P3M`, `P6M`, `P1Y`.
public struct SubscriptionPeriod: Sendable, Hashable {
    public enum Unit: Sendable, Hashable, CaseIterable {
        case day, week, month, year
    }

    public var value: Int
    public var unit: Unit

    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// One month, the default for an auto-renewable subscription declared without a period.
    public static let oneMonth = SubscriptionPeriod(value: 1, unit: .month)

    /// The durations App Store Connect offers an auto-renewable subscription ("Offering
    /// auto-renewable subscriptions"): one week, one, two, three and six months, one year. Offers
    /// may use other lengths (a 3-day free trial).
    public static let autoRenewable: [SubscriptionPeriod] = [
        SubscriptionPeriod(value: 1, unit: .week), .oneMonth, SubscriptionPeriod(value: 2, unit: .month),
        SubscriptionPeriod(value: 3, unit: .month), SubscriptionPeriod(value: 6, unit: .month), SubscriptionPeriod(value: 1, unit: .year),
    ]

    /// Whether an auto-renewable subscription may have this duration.
    public var isAutoRenewable: Bool { Self.autoRenewable.contains(self) }

    /// Parses `P` followed by 1 to 3 digits and one of D, W, M, Y; nil for anything else.
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes.count <= 5, bytes[0] == UInt8(ascii: "P") else { return nil }
        let digits = bytes[1..<(bytes.count - 1)]
        guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(String(decoding: digits, as: UTF8.self)),
            number >= 1 else { return nil }
        switch bytes[bytes.count - 1] {
        case UInt8(ascii: "D"): unit = .day
        case UInt8(ascii: "W"): unit = .week
        case UInt8(ascii: "M"): unit = .month
        case UInt8(ascii: "Y"): unit = .year
        default: return nil
        }
        value = number
    }

    /// `P1M`.
    public var iso8601: String {
        let letter: String
        switch unit {
        case .day: letter = "D"
        case .week: letter = "W"
        case .month: letter = "M"
        case .year: letter = "Y"
        }
        return "P\(value)\(letter)"
    }

    /// Days in a nominal period (a month is 30 days, a year 365), for accelerated time rates.
    public var nominalDays: Int64 {
        switch unit {
        case .day: return Int64(value)
        case .week: return Int64(value) * 7
        case .month: return Int64(value) * 30
        case .year: return Int64(value) * 365
        }
    }

    /// The end of the `count`-th period after `start` on the calendar: months are calendar months
    /// counted from `start`'s day (January 31 → February 28 → March 31), days and weeks are 86,400 s.
    public func calendarEnd(from start: VirtualInstant, count: Int64) -> VirtualInstant {
        let date = CivilDate(seconds: start.seconds)
        switch unit {
        case .day: return start + count * Int64(value) * 86_400
        case .week: return start + count * Int64(value) * 7 * 86_400
        case .month: return VirtualInstant(seconds: date.addingMonths(count * Int64(value)).seconds)
        case .year: return VirtualInstant(seconds: date.addingMonths(count * Int64(value) * 12).seconds)
        }
    }
}
