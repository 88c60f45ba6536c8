import StoreKitSim

/// Subscription periods and offers as people say them, for what a demo's audience reads (the
/// drawn payment sheet): "2 weeks free, then 39.99 USD a year" rather than "free for P2W, then
/// 39.99 USD every P1Y". Transcripts keep ISO 8601, as StoreKit's own values print.
enum SpokenPeriod {
    /// `1 week`, `2 weeks`, `3 months`, `1 year`.
    static func length(_ period: SubscriptionPeriod) -> String {
        let noun: String
        switch period.unit {
        case .day: noun = "day"
        case .week: noun = "week"
        case .month: noun = "month"
        case .year: noun = "year"
        }
        return "\(period.value) \(noun)\(period.value == 1 ? "" : "s")"
    }

    /// `a month`, `every 3 months`: how often a price is charged.
    static func every(_ period: SubscriptionPeriod) -> String {
        period.value == 1 ? "a " + length(period).dropFirst(2) : "every " + length(period)
    }

    /// `2.99 USD a month`.
    static func price(_ price: Price, every period: SubscriptionPeriod) -> String { "\(price) \(every(period))" }

    /// `2 weeks free, then 39.99 USD a year`; `0.99 USD a month for 3 months, then 2.99 USD a
    /// month`; `1.99 USD for 3 months, then 2.99 USD a month`.
    static func offer(_ terms: OfferTerms, regular: Price) -> String {
        let offer = terms.offer
        let during: String
        switch offer.paymentMode {
        case .freeTrial: during = "\(length(offer.billingPeriod)) free"
        case .payAsYouGo:
            let total = SubscriptionPeriod(value: offer.period.value * offer.periods, unit: offer.period.unit)
            during = "\(price(terms.price, every: offer.period)) for \(length(total))"
        case .payUpFront: during = "\(terms.price) for \(length(offer.billingPeriod))"
        }
        return "\(during), then \(price(regular, every: terms.regularPeriod))"
    }
}
