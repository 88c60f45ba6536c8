/// An offer as a products response carries it: StoreKit 1's SKProductDiscount ("The details of an
/// introductory offer or a promotional offer for an auto-renewable subscription"), fixed when the
/// response arrives, priced in the storefront the response came from.
public struct ProductDiscount: Sendable, Hashable {
    /// SKProductDiscount.Type: introductory (0) or subscription (1, a promotional offer).
    public enum Kind: String, Sendable, Hashable {
        case introductory
        case subscription
    }

    /// SKProductDiscount.identifier: the promotional offer's identifier; nil for the introductory
    /// offer (UNCONFIRMED: the page says only "A string used to uniquely identify a discount offer").
    public var identifier: String?
    public var type: Kind
    /// SKProductDiscount.price: nothing for a free trial.
    public var price: Price
    public var paymentMode: OfferPaymentMode
    /// SKProductDiscount.numberOfPeriods.
    public var numberOfPeriods: Int
    /// SKProductDiscount.subscriptionPeriod: one period of the offer.
    public var subscriptionPeriod: SubscriptionPeriod

    /// The introductory and promotional offers of `product` as SKProduct.discounts lists them ("all
    /// of the introductory offers and promotional offers that you set up in App Store Connect"),
    /// the introductory one first; other offer types are not SKProductDiscounts.
    public static func discounts(of product: InAppProduct, in storefront: Storefront) -> [ProductDiscount] {
        guard product.type == .autoRenewable else { return [] }
        let offers = product.offers.filter { $0.type == .introductory } + product.offers.filter { $0.type == .promotional }
        return offers.map { offer in
            let currency = product.priceCurrency
            let base = offer.paymentMode == .freeTrial ? Price(minorUnits: 0, currency: currency)
                : offer.price.flatMap { Price(parsing: $0, currency: currency) } ?? Price(minorUnits: 0, currency: currency)
            return ProductDiscount(identifier: offer.type == .introductory ? nil : offer.id,
                                   type: offer.type == .introductory ? .introductory : .subscription,
                                   price: PriceEqualizer.convert(base, to: storefront.currency), paymentMode: offer.paymentMode,
                                   numberOfPeriods: offer.periods, subscriptionPeriod: offer.period)
        }
    }
}
