/// A subscription's price changed in App Store Connect, and what existing subscribers pay
/// ("Managing Price Increases for Auto-Renewable Subscriptions", "Understanding subscription price
/// increase notice and consent"): new subscribers pay the new price at once; App Store Connect asks
/// whether an increase applies to existing subscribers.
extension World {
    /// The catalog's price of `productID` went from `oldPrice` (in the current storefront) to its
    /// price now. A decrease reaches existing subscribers at their next renewal; an increase keeps
    /// their price unless `applyToExisting`, which tells them of the increase by Apple's
    /// thresholds (consent or a notice, as `requestPriceIncrease`). Subscribers who already pay
    /// a kept or increased price are measured from it.
    public mutating func repriceSubscribers(of productID: ProductID, from oldPrice: Price, applyToExisting: Bool) throws(SubscriptionError) {
        guard subscriptionInfo(productID) != nil else { throw .notAutoRenewable(productID) }
        guard let newPrice = catalog.product(productID)?.price(in: storefront) else { return }
        for var state in subscriptions.all where state.productID == productID && state.status.isActive {
            let paid = state.renewalPrice ?? oldPrice
            if !newPrice.isMore(than: paid) {
                // Existing subscribers renew at a lower price by themselves (UNCONFIRMED: a
                // decrease never needs their action).
                state.renewalPrice = nil
                if state.priceIncrease == .pending || state.priceIncrease == .agreed {
                    // The increase it was told of is withdrawn.
                    state.removePriceIncrease()
                    record(.subscriptions(.priceIncrease(state)))
                }
                subscriptions.set(state)
                continue
            }
            state.renewalPrice = paid
            subscriptions.set(state)
            if applyToExisting {
                try requestPriceIncrease(productID, to: newPrice)
            } else {
                record(.subscriptions(.priceKept(state, newPrice: newPrice)))
            }
        }
    }
}
