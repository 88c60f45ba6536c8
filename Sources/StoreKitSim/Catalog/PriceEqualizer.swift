/// Turns a base price into another currency when App Store Connect has no price for it.
///
/// App Store Connect fills in every storefront's price from the base price with Apple's price
/// points; the simulator has no access to those, so it uses fixed approximate rates (units per US
/// dollar) and rounds to price-point-like values: x.99 in two-decimal currencies, two significant
/// digits in whole-number ones. The rates are UNCONFIRMED simulator defaults, never real
/// quotes; give exact local prices with `product add … --price 0.99,JPN=160,EUR=0.99`.
public enum PriceEqualizer {
    /// Approximate units of each App Store pricing currency per US dollar (the currencies of the 175 storefronts).
    public static let ratesPerUSD: [String: Double] = [
        "AED": 3.67, "AUD": 1.5, "BRL": 5.4, "CAD": 1.38, "CHF": 0.8, "CLP": 930, "CNY": 7.1, "COP": 3900,
        "CZK": 21, "DKK": 6.4, "EGP": 48, "EUR": 0.86, "GBP": 0.75, "HKD": 7.8, "HUF": 330, "IDR": 16500,
        "ILS": 3.3, "INR": 89, "JPY": 155, "KRW": 1450, "KZT": 510, "MXN": 18, "MYR": 4.1, "NGN": 1450,
        "NOK": 10, "NZD": 1.7, "PEN": 3.4, "PHP": 58, "PKR": 280, "PLN": 3.6, "QAR": 3.64, "RON": 4.4,
        "RUB": 80, "SAR": 3.75, "SEK": 9.4, "SGD": 1.3, "THB": 32, "TRY": 42, "TWD": 31, "TZS": 2450,
        "USD": 1, "VND": 26000, "ZAR": 17.5,
    ]

    /// `price` in `currency`, `isApproximate`; the price itself when the currencies agree or a rate
    /// is missing. Zero is zero in every currency, and exact.
    ///
    /// A price in another currency than US dollars first finds its price tier (the tool's own
    /// table: US$0.99, 1.99, 2.99 … and each currency's price for them, below), then takes that
    /// tier's price in `currency`, so a conversion never moves a tier: a catalog made for Spain
    /// with 0.99 EUR reads 0.99 USD in the USA, not 1.99 (UNCONFIRMED: Apple's price points are
    /// not public in full).
    public static func convert(_ price: Price, to currency: String) -> Price {
        guard price.currency != currency, let fromRate = ratesPerUSD[price.currency], let toRate = ratesPerUSD[currency] else { return price }
        if price.minorUnits == 0 { return Price(minorUnits: 0, currency: currency) }
        let dollars = price.currency == "USD" ? price : tier(of: price, in: Rounding(price.currency, rate: fromRate))
        var converted = currency == "USD" ? dollars : fromDollars(dollars, in: Rounding(currency, rate: toRate))
        converted.isApproximate = true
        return converted
    }

    /// A currency's rate and decimal places, looked up once per conversion: the tier search
    /// converts about twenty candidate tiers, and looking both up for each (a hash of the code
    /// each time) was most of a products request's price work.
    struct Rounding {
        let currency: String
        let rate: Double
        let decimals: Int

        init(_ currency: String, rate: Double) {
            self.currency = currency
            self.rate = rate
            decimals = Price.decimals(currency)
        }
    }

    /// The US-dollar tier (x.99) whose price in `price`'s currency (`rounding`'s) is the first at
    /// or above it. A binary search: a tier's local price never falls as the tier rises.
    private static func tier(of price: Price, in rounding: Rounding) -> Price {
        let estimate = price.approximateValue / rounding.rate
        var low = 0, high = estimate < 1e15 ? Int(estimate * 2) + 10 : 1_000_000_000_000_000
        func dollars(_ whole: Int) -> Price { Price(minorUnits: whole * 100 + 99, scale: 2, currency: "USD") }
        while low < high {
            let middle = low + (high - low) / 2
            if price.isMore(than: fromDollars(dollars(middle), in: rounding)) { low = middle + 1 } else { high = middle }
        }
        return dollars(low)
    }

    /// A US-dollar price in the currency, rounded to a price point.
    private static func fromDollars(_ price: Price, in rounding: Rounding) -> Price {
        let value = price.approximateValue * rounding.rate
        if rounding.decimals == 3 {
            return Price(minorUnits: max(1, Int((value * 1000).rounded(.up))), scale: 3, currency: rounding.currency)
        }
        if rounding.decimals == 2 {
            let whole = Int(value.rounded(.up))
            return Price(minorUnits: max(1, whole) * 100 - 1, scale: 2, currency: rounding.currency)
        }
        var magnitude = 1.0
        while value / magnitude >= 100 { magnitude *= 10 }
        return Price(minorUnits: max(1, Int((value / magnitude).rounded() * magnitude)), scale: 0, currency: rounding.currency)
    }
}
