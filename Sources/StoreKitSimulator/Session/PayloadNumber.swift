import Foundation

/// The numbers of a signed payload as StoreKit's values hold them: JSON integers (read through
/// JSONSerialization, so an NSNumber) as Int64, dates in milliseconds since 1970 as Date, prices
/// in milliunits as an exact Decimal (5990 is 5.99).
enum PayloadNumber {
    static func integer(_ value: Any?) -> Int64? {
        (value as? NSNumber)?.int64Value
    }

    static func date(_ value: Any?) -> Date? {
        integer(value).map { Date(timeIntervalSince1970: TimeInterval($0) / 1000) }
    }

    static func milliunits(_ value: Any?) -> Decimal? {
        integer(value).map { Decimal(sign: $0 < 0 ? .minus : .plus, exponent: -3, significand: Decimal($0.magnitude)) }
    }
}
