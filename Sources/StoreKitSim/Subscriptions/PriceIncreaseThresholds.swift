/// When a price increase for existing subscribers needs their consent ("Auto-renewable
/// subscription price increase thresholds", App Store Connect Help; "Managing Price Increases for
/// Auto-Renewable Subscriptions").
///
/// Apple asks for consent when the increase is more than 50% of the price and more than US$5 a
/// period (US$50 a year for an annual subscription), or when it is the second increase within a
/// year; otherwise the customer is notified and renews at the new price. Apple's page gives the
/// amounts in US dollars: another currency's increase is converted with the tool's approximate
/// rates (`PriceEqualizer`), and the countries and regions where every increase needs consent are
/// not modelled (UNCONFIRMED: both are the tool's rule).
public enum PriceIncreaseThresholds {
    /// More than this share of the old price (in percent) can need consent.
    public static let percent = 50
    /// More than this many US cents a period can need consent, for periods shorter than a year.
    public static let centsPerPeriod = 500
    /// More than this many US cents a year can need consent, for annual subscriptions.
    public static let centsPerYear = 5_000
    /// A second increase within this many seconds of the last one always needs consent.
    public static let repeatWindow: Int64 = 365 * 86_400

    /// Whether raising `old` to `new` for a subscription of `period` needs the customer's consent;
    /// `sinceLastIncrease` is the time since the last increase this subscriber got, if any.
    public static func needsConsent(from old: Price, to new: Price, period: SubscriptionPeriod, sinceLastIncrease: Int64?) -> Bool {
        if let since = sinceLastIncrease, since < repeatWindow { return true }
        let scale = max(old.scale, new.scale)
        let oldUnits = Double(old.minorUnits) * Double(Price.power(scale - old.scale))
        let newUnits = Double(new.minorUnits) * Double(Price.power(scale - new.scale))
        let increase = newUnits - oldUnits
        guard increase > 0 else { return false }
        // More than 50%: increase / old > 1/2.
        guard increase * 100 > oldUnits * Double(percent) else { return false }
        let limit = period.unit == .year ? centsPerYear * period.value : centsPerPeriod
        return usCents(increase / Double(Price.power(scale)), currency: old.currency) > Double(limit)
    }

    /// An amount of `currency` in US cents, by the tool's approximate rates (exact for USD).
    static func usCents(_ amount: Double, currency: String) -> Double {
        let rate = PriceEqualizer.ratesPerUSD[currency] ?? 1
        return (amount / rate * 100).rounded()
    }
}
