/// SKTestSession.buyProduct(identifier:options:): a purchase made outside the app, as a test
/// makes it, with StoreKit Test's purchase options ("Product.PurchaseOption.purchaseDate(_:
/// renewalBehavior:)", "SubscriptionRenewalBehavior", codeOffer, promotionalOffer(id:)).
extension World {
    /// How an auto-renewable subscription bought with a past purchase date goes on.
    public enum RenewalBehavior: String, Sendable, Hashable, CaseIterable {
        /// It renews continuously from the purchase date: a renewal for every period up to now.
        case renewUntilNow
        /// It is cancelled: one subscription period only.
        case cancelImmediately
    }

    /// Buys `productID` outside the app, dated `secondsAgo` in the past ("Specify a date in the
    /// past or the current moment"), with an offer code's offer when `codeOffer` names one. The
    /// purchased transaction reaches the app as any transaction made outside it does
    /// (paymentQueue(_:updatedTransactions:), Transaction.updates). A subscription renews up to
    /// now, each renewal a transaction, or with `cancelImmediately` keeps one period.
    /// `promotionalOffer` names a promotional offer the purchase uses, as StoreKit Test's
    /// Product.PurchaseOption.promotionalOffer(id:) does: no signature, as a test's purchase needs
    /// none. Returns the purchase's id.
    @discardableResult
    public mutating func buyProductOutsideApp(_ productID: ProductID, secondsAgo: Int64 = 0, renewal: RenewalBehavior = .renewUntilNow,
                                              codeOffer: String? = nil, promotionalOffer: String? = nil) throws -> TransactionID {
        guard let product = catalog.product(productID) else { throw CatalogError.unknownProduct(productID) }
        guard let date = clock.now.subtracting(seconds: max(0, secondsAgo)) else { throw ClockError.beforeEpoch }
        var offer: SubscriptionOffer?
        if let codeOffer {
            guard let found = product.offers.first(where: { $0.type == .code && $0.isNamed(codeOffer) }) else {
                throw OfferCodeError.unknownCode(codeOffer)
            }
            offer = found
        }
        if let promotionalOffer {
            guard let found = product.offers.first(where: { $0.type == .promotional && $0.isNamed(promotionalOffer) }) else {
                throw SubscriptionError.unknownOffer(productID, promotionalOffer)
            }
            offer = found
        }
        if let period = subscriptionInfo(productID)?.period, secondsAgo > 0 {
            let estimate = secondsAgo / subscriptions.renewalRate.shortestLength(of: period) + 1
            guard estimate <= Self.renewalLimit else { throw SubscriptionError.tooManyRenewals(estimated: estimate, limit: Self.renewalLimit) }
        }
        let id = payments.nextTransactionID
        var transaction = PaymentTransaction(id: id, productID: productID)
        transaction.purchaseDate = date
        transaction.offer = offer
        payments.append(transaction)
        markPurchased(id, subscriptionStart: date)
        if let group = subscriptionInfo(productID)?.group, var state = subscriptions.state(group: group), state.latestTransactionID == id {
            if renewal == .cancelImmediately {
                state.autoRenew = false
                subscriptions.set(state)
            }
            catchUp(group: group)
        }
        return id
    }
}
