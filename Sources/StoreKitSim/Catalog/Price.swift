/// An amount of money in one currency, held as an exact decimal: `minorUnits` at `scale` decimal
/// places, so arithmetic is exact and nothing is ever rounded.
///
/// Prices print as they were given, with at least the currency's own decimals: `0.99 USD`,
/// `160 JPY`. A price with decimals in a currency that has none (a .storekit file's `0.99` in a
/// RUB or JPY storefront) keeps them and prints `0.99 RUB`: Xcode charges the `displayPrice`
/// as written, and a non-zero price never shows or charges as zero. At most three decimals
/// (the currencies with three, such as KWD, have them; `0.999 USD` stays `0.999 USD`).
///
/// A price converted from another currency with the tool's approximate rates (`PriceEqualizer`),
/// not one the catalog gives for the storefront, is `isApproximate` and prints `about 150 JPY`:
/// App Store Connect makes every storefront's price from the base price with Apple's own price
/// points ("List Automatically Generated Prices for an In-App Purchase Price"), which the
/// simulator does not have.
public struct Price: Sendable, Hashable, CustomStringConvertible {
    /// The amount in units of 10^-scale of the currency.
    public var minorUnits: Int
    /// Decimal places `minorUnits` counts: the currency's own, or more when the price had more.
    public var scale: Int
    /// Alpha-3 currency code, e.g. `USD`.
    public var currency: String
    /// Converted from another currency with approximate rates: the App Store's own price there
    /// would differ. Where the amount came from, not part of it: two prices of the same amount
    /// are equal whether or not either is approximate.
    public var isApproximate = false

    /// The most decimal places a price keeps.
    public static let maximumScale = 3

    public init(minorUnits: Int, currency: String) {
        self.init(minorUnits: minorUnits, scale: Price.decimals(currency), currency: currency)
    }

    public init(minorUnits: Int, scale: Int, currency: String) {
        self.minorUnits = minorUnits
        self.scale = scale
        self.currency = currency
    }

    /// Currencies the App Store prices in whole units (UNCONFIRMED list; simulator default).
    public static let wholeNumberCurrencies: Set<String> = [
        "CLP", "COP", "EGP", "HUF", "IDR", "INR", "JPY", "KRW", "KZT", "NGN", "PHP", "PKR", "RUB", "THB", "TWD", "TZS", "VND",
    ]

    /// Currencies with three decimal places (ISO 4217).
    public static let threeDecimalCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// The currency's own decimal places: 0, 2 or 3.
    public static func decimals(_ currency: String) -> Int {
        wholeNumberCurrencies.contains(currency) ? 0 : threeDecimalCurrencies.contains(currency) ? 3 : 2
    }

    /// Parses decimal text such as `0.99`, `12` or `160` in a currency, exactly; nil when it is
    /// negative, not a number, has more than nine whole digits or more than three decimals.
    /// Read byte by byte in one pass (every products request parses each product's price): only
    /// the ASCII digits and one `.` are accepted, so a byte is a Character here.
    public init?(parsing text: String, currency: String) {
        var units = 0, wholeDigits = 0, fraction = 0, fractionDigits = 0, sawPoint = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !sawPoint else { return nil }
                sawPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let digit = Int(byte - UInt8(ascii: "0"))
                if sawPoint {
                    fractionDigits += 1
                    guard fractionDigits <= Price.maximumScale else { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    wholeDigits += 1
                    guard wholeDigits <= 9 else { return nil }
                    units = units * 10 + digit
                }
            } else {
                return nil
            }
        }
        guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let scale = max(fractionDigits, Price.decimals(currency))
        self.init(minorUnits: units * Price.power(scale) + fraction * Price.power(scale - fractionDigits), scale: scale, currency: currency)
    }

    static func power(_ scale: Int) -> Int {
        var result = 1
        for _ in 0..<scale { result *= 10 }
        return result
    }

    /// The amount as decimal text, without the currency: `0.99`, `160`, `0.999`.
    public var amount: String {
        guard scale > 0 else { return String(minorUnits) }
        let divisor = Price.power(scale)
        let fraction = String(minorUnits % divisor)
        return "\(minorUnits / divisor).\(String(repeating: "0", count: scale - fraction.count))\(fraction)"
    }

    /// `0.99 USD`; `about 150 JPY` when approximate.
    public var description: String { isApproximate ? "about \(amount) \(currency)" : "\(amount) \(currency)" }

    /// The amount, not where it came from (`isApproximate`).
    public static func == (lhs: Price, rhs: Price) -> Bool {
        lhs.minorUnits == rhs.minorUnits && lhs.scale == rhs.scale && lhs.currency == rhs.currency
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minorUnits)
        hasher.combine(scale)
        hasher.combine(currency)
    }

    /// The amount in units of the currency, for approximate conversions only.
    public var approximateValue: Double { Double(minorUnits) / Double(Price.power(scale)) }

    /// Whether this costs more than `other` (same currency, any scales).
    public func isMore(than other: Price) -> Bool {
        let common = max(scale, other.scale)
        let (a, o1) = minorUnits.multipliedReportingOverflow(by: Price.power(common - scale))
        let (b, o2) = other.minorUnits.multipliedReportingOverflow(by: Price.power(common - other.scale))
        return o1 || o2 ? approximateValue > other.approximateValue : a > b
    }

    /// The price of `quantity` items; nil when the total does not fit.
    public func times(_ quantity: Int) -> Price? {
        let (units, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
        guard !overflow else { return nil }
        var total = Price(minorUnits: units, scale: scale, currency: currency)
        total.isApproximate = isApproximate
        return total
    }
}
