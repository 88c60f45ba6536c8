/// Subscription offers ("Offering auto-renewable subscriptions", "Set up introductory offers",
/// "Set up promotional offers", "Set up offer codes", win-back offers): which offer a purchase
/// gets, what it costs, and the code redemption sheet.
extension World {
    /// The offer a purchase of `productID` runs under, or the SKError that fails it.
    ///
    /// Without a request, an eligible customer gets the product's introductory offer (once per
    /// subscription group). A promotional offer needs its id, a valid signature
    /// (missingOfferParams, invalidSignature), a price no higher than the regular price
    /// (invalidOfferPrice, UNCONFIRMED rule) and a customer who has or had a subscription in the
    /// group (ineligibleForOffer); a win-back offer, a customer whose subscription in the group has
    /// expired.
    ///
    /// A signed introductory offer eligibility decides instead of that once-per-group rule: its
    /// allowIntroductoryOffer gives the introductory offer or withholds it. One the App Store does
    /// not accept fails the purchase with invalidSignature (Product.PurchaseError has no error of
    /// its own for it: UNCONFIRMED), whatever the product.
    func resolveOffer(_ productID: ProductID, _ request: OfferRequest?,
                      introductoryOffer eligibility: IntroductoryOfferEligibility? = nil) -> Result<SubscriptionOffer?, SKErrorCode> {
        if eligibility == .wrongSignature { return .failure(.invalidSignature) }
        guard let product = catalog.product(productID), product.type == .autoRenewable, let info = subscriptionInfo(productID) else {
            return request == nil ? .success(nil) : .failure(.invalidOfferIdentifier)
        }
        guard let request else {
            var eligible = !subscriptions.introductoryOfferUsed.contains(info.group)
            if case .signed(let allowed)? = eligibility { eligible = allowed }
            guard eligible, let intro = product.offers.first(where: { $0.type == .introductory }) else { return .success(nil) }
            return .success(intro)
        }
        guard let offer = product.offers.first(where: { ($0.type == .promotional || $0.type == .winBack) && $0.isNamed(request.offerID) }) else {
            return .failure(.invalidOfferIdentifier)
        }
        let state = subscriptions.state(group: info.group)
        if let allowed = offer.eligibility, !allowed.contains(OfferEligibility(state)) { return .failure(.ineligibleForOffer) }
        switch offer.type {
        case .promotional:
            switch request.signature {
            case .missing: return .failure(.missingOfferParams)
            case .wrong: return .failure(.invalidSignature)
            case .valid: break
            }
            if let terms = offerTerms(offer, productID), terms.price.isMore(than: product.price(in: storefront)) {
                return .failure(.invalidOfferPrice)
            }
            guard state != nil else { return .failure(.ineligibleForOffer) }
        case .winBack:
            guard let state, state.status == .expired else { return .failure(.ineligibleForOffer) }
        case .introductory, .code:
            return .failure(.invalidOfferIdentifier)
        }
        return .success(offer)
    }

    /// The offer's price in the current storefront's currency, next to the regular period.
    func offerTerms(_ offer: SubscriptionOffer, _ productID: ProductID) -> OfferTerms? {
        guard let product = catalog.product(productID) else { return nil }
        let regular = subscriptionInfo(productID)?.period ?? .oneMonth
        let currency = product.priceCurrency
        let base = offer.paymentMode == .freeTrial ? Price(minorUnits: 0, currency: currency)
            : offer.price.flatMap { Price(parsing: $0, currency: currency) } ?? Price(minorUnits: 0, currency: currency)
        return OfferTerms(offer: offer, price: PriceEqualizer.convert(base, to: storefront.currency), regularPeriod: regular)
    }

    /// At most this many offer codes per subscription ("Implementing offer codes in your app": "up
    /// to 10 active offers per subscription"; newer pages say 10 per app at a time: UNCONFIRMED
    /// which holds, the tool counts per product).
    public static let maximumCodeOffers = 10

    /// Adds an offer to an auto-renewable subscription, replacing one with the same id (a product
    /// has at most one introductory offer), or a one-time offer code to another in-app purchase
    /// ("Supporting offer codes in your app": offer codes are for every product type). A
    /// subscription holds at most `maximumCodeOffers` offer codes.
    public mutating func addOffer(_ offer: SubscriptionOffer, to productID: ProductID) throws(SubscriptionError) {
        guard var product = catalog.product(productID) else { throw .notAutoRenewable(productID) }
        if product.type == .autoRenewable {
            guard !offer.oneTime else { throw .oneTimeOfferOnSubscription(productID) }
            let codes = product.offers.filter { $0.type == .code && $0.id != offer.id }.count
            if offer.type == .code, codes >= World.maximumCodeOffers { throw .tooManyCodeOffers(productID, World.maximumCodeOffers) }
        } else {
            guard offer.type == .code, offer.oneTime else { throw .notAutoRenewable(productID) }
        }
        product.offers.removeAll { $0.id == offer.id || (offer.type == .introductory && $0.type == .introductory) }
        product.offers.append(offer)
        catalog.add(product)
    }

    /// The customer redeems an offer code in the code redemption sheet
    /// (SKPaymentQueue.presentCodeRedemptionSheet()). The code's eligibility (new, existing,
    /// expired subscribers) must include the customer. A customer without an active subscription
    /// in the group gets a purchased transaction with the code's offer; one subscribed to the
    /// code's product keeps the current period and gets the offer at the next renewal
    /// (RenewalInfo.offer: "applies to the transaction at the next renewal period"). Returns the
    /// new transaction's id, or the current one's when the offer waits for the renewal.
    @discardableResult
    public mutating func redeemOfferCode(_ code: String) throws(OfferCodeError) -> TransactionID {
        guard let (product, offer) = catalog.products.lazy.compactMap({ product in
            product.offers.first { $0.type == .code && $0.isNamed(code) }.map { (product, $0) }
        }).first else { throw .unknownCode(code) }
        // "Offer codes for auto-renewable subscriptions are available starting in iOS 14.2 … for
        // consumables, non-consumables, and non-renewing subscriptions … starting in iOS 16.3"
        // ("Supporting offer codes in your app").
        let minimum = offer.oneTime ? World.oneTimeOfferCodeMinimumOS : World.subscriptionOfferCodeMinimumOS
        guard device.os >= minimum else { throw .needsNewerOS(offer.id, minimum, device.os) }
        let group = subscriptionInfo(product.id)?.group ?? product.id.rawValue
        let current = subscriptions.state(group: group)
        if let allowed = offer.eligibility, !allowed.contains(OfferEligibility(current)) {
            throw .ineligible(offer.id, group: group, customer: OfferEligibility(current), allowed: allowed)
        }
        if var state = current, state.status.isActive {
            guard state.productID == product.id, state.pendingProductID == nil else { throw .alreadySubscribed(code, state) }
            record(.subscriptions(.codeRedeemed(code: offer.id, productID: product.id)))
            state.pendingOffer = offer
            subscriptions.set(state)
            record(.subscriptions(.offerScheduled(state)))
            return state.latestTransactionID
        }
        record(.subscriptions(.codeRedeemed(code: offer.id, productID: product.id)))
        let id = payments.nextTransactionID
        var transaction = PaymentTransaction(id: id, productID: product.id)
        transaction.purchaseDate = clock.now
        transaction.offer = offer
        payments.append(transaction)
        markPurchased(id)
        return id
    }

    /// The first iOS where a customer redeems a subscription's offer code in an app.
    public static let subscriptionOfferCodeMinimumOS = OSVersion(14, 2)
    /// The first iOS where a customer redeems an offer code for another in-app purchase.
    public static let oneTimeOfferCodeMinimumOS = OSVersion(16, 3)

    /// Starts a subscription's offer phase: the offer's billing period and charges.
    mutating func beginOffer(_ offer: SubscriptionOffer, _ state: inout SubscriptionState) {
        state.offer = offer
        state.offerChargesLeft = offer.billingPeriods - 1
        state.period = offer.billingPeriod
        state.expiresDate = subscriptions.renewalRate.end(of: offer.billingPeriod, from: state.anchor, count: 1)
        if offer.type == .introductory { subscriptions.introductoryOfferUsed.insert(state.group) }
    }
}
