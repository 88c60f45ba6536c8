import StoreKitSim

extension SignedPayloads {
    /// JWSRenewalInfoDecodedPayload for a group's subscription: what the next renewal will be
    /// (product, offer, price) and why it ended, if it did. The device's renewal info carries
    /// deviceVerification and its nonce (as Apple's Xcode-signed renewal info does; the nonce is
    /// derived from the latest transaction); the server's does not.
    public static func renewalInfo(_ state: SubscriptionState, in world: World, for audience: Audience = .device) -> OrderedJSON {
        let next = state.pendingProductID ?? state.productID
        // The offer still has charges to come and no product change waits: the next renewal uses it.
        let nextOffer = state.offerChargesLeft > 0 && state.pendingProductID == nil ? state.offer : nil
        var json = OrderedJSON()
        if let reason = state.expirationReason {
            json.add("expirationIntent", Int64(expirationIntent(reason)))
        } else if state.status == .inBillingRetryPeriod {
            // The period ended unpaid: the App Store retries a billing error.
            json.add("expirationIntent", Int64(expirationIntent(.billingError)))
        }
        json.add("originalTransactionId", numericID(state.originalTransactionID))
        json.add("autoRenewProductId", next.rawValue)
        json.add("productId", state.productID.rawValue)
        json.add("autoRenewStatus", Int64(state.willRenewNextPeriod ? 1 : 0))
        json.add("isInBillingRetryPeriod", state.status == .inBillingRetryPeriod || state.status == .inGracePeriod)
        if let increase = state.priceIncrease { json.add("priceIncreaseStatus", Int64(increase == .agreed ? 1 : 0)) }
        json.add("gracePeriodExpiresDate", state.gracePeriodExpiresDate.map(milliseconds))
        if state.status.isActive, let nextOffer {
            json.add("offerType", offerType(nextOffer.type))
            if nextOffer.type != .introductory { json.add("offerIdentifier", nextOffer.id) }
        }
        json.add("signedDate", milliseconds(world.clock.now))
        json.add("environment", world.storeKit2.signingEnvironment.payloadValue)
        json.add("recentSubscriptionStartDate", milliseconds(state.recentStartDate))
        // "renewalDate … always present … even for expired subscriptions": the expiration date of
        // the most recent purchase, which may be in the past (JWSRenewalInfoDecodedPayload, renewalDate).
        json.add("renewalDate", milliseconds(state.expiresDate))
        if state.status.isActive {
            if let price = nextRenewalPrice(state, in: world) {
                json.add("currency", price.currency)
                json.add("renewalPrice", milliunits(price))
            }
            if let nextOffer {
                json.add("offerDiscountType", offerDiscountType(nextOffer.paymentMode))
                json.add("offerPeriod", offerPeriod(nextOffer))
            }
        }
        if state.status.isActive && state.commitment == nil {
            // The renewal bills up front ("renewalBillingPlanType"; "The product metadata,
            // transactions, and subscription renewal information contain this value"). Like
            // renewalPrice, left out once the subscription has ended (UNCONFIRMED).
            json.add("renewalBillingPlanType", BillingPlan.upFront.payloadValue)
        }
        if state.status.isActive, let commitment = state.commitment {
            // A monthly plan: "renewalBillingPlanType" and RenewalCommitmentInfo (App Store Server
            // API), what renews when the 12-month commitment ends. The next commitment renews
            // monthly at the same price; "commitmentAutoRenewStatus" is the customer's auto-renew
            // choice, "whether the subscription will renew at the end of the 12-month commitment
            // period" ("Managing the life cycle of monthly subscriptions with a 12-month commitment").
            json.add("renewalBillingPlanType", BillingPlan.monthly.payloadValue)
            var info = OrderedJSON()
            info.add("commitmentAutoRenewProductId", next.rawValue)
            info.add("commitmentAutoRenewStatus", Int64(state.autoRenew ? 1 : 0))
            info.add("commitmentRenewalBillingPlanType", BillingPlan.monthly.payloadValue)
            info.add("commitmentRenewalDate", milliseconds(commitment.expiresDate))
            info.add("commitmentRenewalPrice", milliunits(commitment.monthlyPrice))
            json.add("commitmentInfo", info)
        }
        json.add("appAccountToken", world.payments.transaction(state.latestTransactionID)?.appAccountToken)
        // "eligibleWinBackOfferIds": the win-back offers a lapsed customer may redeem, best first;
        // left out when there are none.
        let winBack = world.eligibleWinBackOfferIDs(state)
        if !winBack.isEmpty { json.add("eligibleWinBackOfferIds", .strings(winBack)) }
        addDeviceVerification(number: numericID(state.latestTransactionID), for: audience, in: world, to: &json)
        json.add("appTransactionId", appTransactionID)
        return json
    }

    /// "renewalPrice": what the next renewal charges ("The renewal price … of the auto-renewable
    /// subscription that renews at the next billing period"): the offer's price while an offer
    /// has charges left, the next product's price after a downgrade or crossgrade, an increase the
    /// customer agreed to (or was told of, when it needs no consent), else what the subscriber pays
    /// now, a kept price included. A pending increase that needs consent shows the price paid now
    /// (UNCONFIRMED: Apple's page does not say).
    static func renewalPrice(_ state: SubscriptionState, next: ProductID, offer: SubscriptionOffer?, in world: World) -> Price? {
        if offer != nil || state.pendingProductID != nil { return world.chargedPrice(next, quantity: 1, offer: offer) }
        if state.priceIncrease == .agreed, let increased = state.increasedPrice { return increased }
        return state.commitment?.monthlyPrice ?? world.subscriberPrice(state)
    }

    /// The payload's "renewalPrice" and "currency" (StoreKit's RenewalInfo.renewalPrice and
    /// currency): what the next renewal of a subscription in service charges; nil once it ended.
    public static func nextRenewalPrice(_ state: SubscriptionState, in world: World) -> Price? {
        guard state.status.isActive else { return nil }
        let next = state.pendingProductID ?? state.productID
        // The offer still has charges to come and no product change waits: the next renewal uses it.
        let nextOffer = state.offerChargesLeft > 0 && state.pendingProductID == nil ? state.offer : nil
        return renewalPrice(state, next: next, offer: nextOffer, in: world)
    }

    /// expirationIntent: 1 the customer cancelled, 2 billing error, 3 no consent to a price
    /// increase, 4 product unavailable, 5 other.
    public static func expirationIntent(_ reason: ExpirationReason) -> Int {
        switch reason {
        case .autoRenewDisabled: return 1
        case .billingError: return 2
        case .didNotConsentToPriceIncrease: return 3
        case .productUnavailable: return 4
        case .unknown: return 5
        }
    }
}
