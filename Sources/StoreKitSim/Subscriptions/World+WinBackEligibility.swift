/// Which win-back offers a lapsed customer may redeem (RenewalInfo.eligibleWinBackOfferIDs; the
/// App Store Server API's "eligibleWinBackOfferIds") and the OS a win-back purchase needs.
extension World {
    /// Product.PurchaseOption.winBackOffer(_:) and RenewalInfo.eligibleWinBackOfferIDs are
    /// iOS 18.0 and later ("Supporting win-back offers in your app").
    public static let winBackMinimumOS = OSVersion(18, 0)

    /// The win-back offers the customer of `state` may redeem, best first: those of the
    /// customer's most recent subscription in the group (`state.productID`) whose eligibility, if
    /// set, includes an expired subscriber. Empty while the subscription is in service, in billing
    /// retry or in its grace period ("Subscriptions in a Billing Grace Period or billing retry state
    /// aren't eligible for win-back offers"), and for a family-shared subscription.
    ///
    /// "The App Store sets the order … with the best offer first" and does not say how
    /// (UNCONFIRMED): the simulator ranks by what the customer saves against the regular price
    /// over the offer's duration (days approximated as a period's nominal length), most first,
    /// then by identifier.
    public func eligibleWinBackOfferIDs(_ state: SubscriptionState) -> [String] {
        guard state.status == .expired, state.ownership == .purchased,
              let product = catalog.product(state.productID) else { return [] }
        let offers = product.offers.filter { $0.type == .winBack && ($0.eligibility?.contains(.expired) ?? true) }
        guard !offers.isEmpty else { return [] }
        let regular = product.price(in: storefront).approximateValue
        let regularDays = Double(state.period.nominalDays)
        func saving(_ offer: SubscriptionOffer) -> Double {
            let days = Double(offer.period.nominalDays) * Double(offer.periods)
            let price = offer.price.flatMap { Price(parsing: $0, currency: product.priceCurrency) }?.approximateValue ?? 0
            let paid: Double
            switch offer.paymentMode {
            case .freeTrial: paid = 0
            case .payAsYouGo: paid = price * Double(offer.periods)
            case .payUpFront: paid = price
            }
            return regular * days / max(regularDays, 1) - paid
        }
        return offers.map { ($0.id, saving($0)) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .map(\.0)
    }
}
