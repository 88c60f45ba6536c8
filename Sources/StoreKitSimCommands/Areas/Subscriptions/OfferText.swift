import StoreKitSim

/// How offers print: on the payment sheet, in `offers`, in the history.
enum OfferText {
    /// `free for P1W, then 2.99 USD every P1M`; `0.99 USD every P1M for 3 periods, then …`;
    /// `1.99 USD for P3M, then …`.
    static func terms(_ terms: OfferTerms, regular: Price) -> String {
        let offer = terms.offer
        if offer.oneTime { return "\(offer.type.rawValue) offer \(offer.id): \(terms.price) once, instead of \(regular)" }
        let during: String
        switch offer.paymentMode {
        case .freeTrial: during = "free for \(offer.billingPeriod.iso8601)"
        case .payAsYouGo: during = "\(terms.price) every \(offer.period.iso8601) for \(offer.periods) period\(offer.periods == 1 ? "" : "s")"
        case .payUpFront: during = "\(terms.price) for \(offer.billingPeriod.iso8601)"
        }
        return "\(offer.type.rawValue) offer \(offer.id): \(during), then \(regular) every \(terms.regularPeriod.iso8601)"
    }

    /// `introductory introductory freeTrial P1W x1`, `promotional winter payAsYouGo P1M x3 0.99`.
    /// The offer's id after its type, left out when it is the type's name (a .storekit file's
    /// introductory offer, `introductory`): `offer introductory introductory` read as a doubled word.
    static func idWords(_ offer: SubscriptionOffer) -> [String] {
        offer.id == offer.type.rawValue ? [] : [offer.id]
    }

    static func line(_ offer: SubscriptionOffer) -> String {
        var words = offer.oneTime ? [offer.type.rawValue] + idWords(offer) + ["oneTime"]
            : [offer.type.rawValue] + idWords(offer) + [offer.paymentMode.rawValue, offer.period.iso8601, "x\(offer.periods)"]
        if offer.paymentMode != .freeTrial, let price = offer.price { words.append(price) }
        if let name = offer.referenceName, name != offer.id { words.append(ProductPageText.quoted(name)) }
        if let allowed = offer.eligibility { words += ["eligibility", allowed.sorted().map(\.rawValue).joined(separator: ",")] }
        return words.joined(separator: " ")
    }
}
