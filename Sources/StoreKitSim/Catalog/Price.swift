/// An amount of money in one currency, held in minor units so arithmetic is exact.
///
/// Prices print as App Store Connect shows them: `0.99 USD`, `160 JPY`. Whole-number currencies
/// (yen, won, …) have no decimals; the rest have two.
public struct Price: Sendable, Hashable, CustomStringConvertible {
    /// The amount in minor units (cents), or whole units for whole-number currencies.
    public var minorUnits: Int
    /// Alpha-3 currency code, e.g. `USD`.
    public var currency: String

    public init(minorUnits: Int, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Currencies the App Store prices in whole units (UNCONFIRMED list; simulator default).
    public static let wholeNumberCurrencies: Set<String> = [
        "CLP", "COP", "EGP", "HUF", "IDR", "INR", "JPY", "KRW", "KZT", "NGN", "PHP", "PKR", "RUB", "THB", "TWD", "TZS", "VND",
    ]

    /// Digits after the decimal point for a currency: 0 or 2.
    public static func decimals(_ currency: String) -> Int { wholeNumberCurrencies.contains(currency) ? 0 : 2 }

    /// Parses decimal text such as `0.99`, `12` or `160` in a currency; nil when it has more
    /// decimals than the currency allows, is negative, or is not a number.
    public init?(parsing text: String, currency: String) {
        let decimals = Price.decimals(currency)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.count <= 9,
              whole.allSatisfy({ $0.isASCII && $0.isNumber }), let units = Int(whole) else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= decimals, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if parts.count == 2 && fraction.isEmpty { return nil }
        while fraction.count < decimals { fraction += "0" }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        self.init(minorUnits: units * scale + (Int(fraction) ?? 0), currency: currency)
    }

    /// The amount as decimal text, without the currency: `0.99`, `160`.
    public var amount: String {
        let decimals = Price.decimals(currency)
        guard decimals > 0 else { return String(minorUnits) }
        let cents = minorUnits % 100
        return "\(minorUnits / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// `0.99 USD`.
    public var description: String { "\(amount) \(currency)" }

    /// This price times a quantity (a payment's total).
    /// The price of `quantity` items; nil when the total does not fit.
    public func times(_ quantity: Int) -> Price? {
        let (total, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
        return overflow ? nil : Price(minorUnits: total, currency: currency)
    }
}
