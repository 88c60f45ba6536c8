/// What the App Store charges for a purchase or a renewal, decided once, when it charges, and kept
/// on the transaction (`PaymentTransaction.price`): the App Store Server API's `price` is "the
/// price, in milliunits, of the in-app purchase or subscription offer that you configured in App
/// Store Connect", as paid for that transaction ("JWSTransactionDecodedPayload").
extension World {
    /// The charge for `quantity` of `productID` in the current storefront: the offer's price for one
    /// charge of an offer (zero for a free trial; a pay-up-front offer's one price for its whole
    /// duration), else the product's price. Nil when the product has no price here or the total
    /// overflows.
    public func chargedPrice(_ productID: ProductID, quantity: Int, offer: SubscriptionOffer?) -> Price? {
        let unit: Price?
        if let offer, let terms = offerTerms(offer, productID) {
            unit = terms.price
        } else {
            unit = catalog.product(productID)?.price(in: storefront) ?? products.received[productID]?.price
        }
        return unit?.times(quantity)
    }
}
