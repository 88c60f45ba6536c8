/// Auto-renewable subscriptions on the virtual clock ("Offering auto-renewable subscriptions",
/// "Handling subscriptions billing", "Enable billing grace period for auto-renewable
/// subscriptions", "Managing price increases for auto-renewable subscriptions", SKTestSession):
/// one subscription per group, renewals computed when the clock crosses their dates, billing
/// retry and grace period, price consent, upgrades, downgrades and crossgrades.
extension World {
    /// The most renewals, grace and retry steps one clock advance computes: enough for a century
    /// of weekly renewals in every group, few enough that a mistyped advance at an accelerated rate
    /// answers at once instead of growing without bound.
    public static let renewalLimit: Int64 = 100_000

    /// A subscription product's group, level and period; nil for other products.
    func subscriptionInfo(_ productID: ProductID) -> (group: String, level: Int, period: SubscriptionPeriod)? {
        guard let product = catalog.product(productID), product.type == .autoRenewable else { return nil }
        let period = product.subscriptionPeriod.flatMap(SubscriptionPeriod.init(iso8601:)) ?? .oneMonth
        return (product.subscriptionGroup ?? productID.rawValue, product.groupLevel ?? 1, period)
    }

    /// The active subscription that a purchase of `productID` would run into, if it is that same product.
    func activeSubscription(sameAs productID: ProductID) -> SubscriptionState? {
        guard let info = subscriptionInfo(productID), let state = subscriptions.state(group: info.group), state.status.isActive else { return nil }
        return state.productID == productID ? state : nil
    }

    /// Starts or changes the group's subscription for a purchased transaction, at `start` (now
    /// unless a test dates the purchase in the past).
    mutating func subscribe(_ transactionID: TransactionID, at start: VirtualInstant? = nil) {
        guard let transaction = payments.transaction(transactionID), let info = subscriptionInfo(transaction.productID) else { return }
        let now = start ?? clock.now
        if var state = subscriptions.state(group: info.group), state.status.isActive, state.productID == transaction.productID,
           let offer = transaction.offer {
            // A current subscriber's promotional offer on the product they hold: this transaction
            // belongs to the current period, and the offer starts at the next renewal (UNCONFIRMED:
            // Apple's pages say an accepted offer takes effect at once or at the next renewal).
            state.pendingOffer = offer
            subscriptions.set(state)
            setTransactionDates(transactionID, state)
            record(.subscriptions(.offerScheduled(state)))
            return
        }
        if var state = subscriptions.state(group: info.group), state.status.isActive, state.productID != transaction.productID {
            let change = changeKind(from: state.productID, to: transaction.productID)
            let current = subscriptionInfo(state.productID)?.period ?? state.period
            if change == .upgrade || (change == .crossgrade && current == info.period) {
                let refund = unusedPart(of: state, at: now)
                let old = state.productID
                markUpgraded(state.latestTransactionID)
                state.productID = transaction.productID
                state.period = info.period
                restart(&state, at: now, transaction: transactionID)
                setTransactionDates(transactionID, state)
                subscriptions.set(state)
                record(.subscriptions(.changed(change, from: old, state: state, refund: refund)))
            } else {
                state.pendingProductID = transaction.productID
                subscriptions.set(state)
                setTransactionDates(transactionID, state)
                record(.subscriptions(.changeScheduled(change, state: state)))
            }
            return
        }
        let previous = subscriptions.state(group: info.group)
        let original = previous?.originalTransactionID ?? transactionID
        // A monthly plan bills one month at a time through its 12-month commitment.
        let period = transaction.commitment != nil ? SubscriptionPeriod.oneMonth : info.period
        var state = SubscriptionState(group: info.group, productID: transaction.productID, period: period,
                                      originalTransactionID: original, latestTransactionID: transactionID, anchor: now,
                                      purchaseDate: now, expiresDate: subscriptions.renewalRate.end(of: period, from: now, count: 1))
        if var commitment = transaction.commitment {
            commitment.billingPeriodNumber = 1
            commitment.expiresDate = subscriptions.renewalRate.end(of: .oneMonth, from: now, count: Int64(BillingCommitment.totalBillingPeriods))
            state.commitment = commitment
            if let index = payments.index(of: transactionID) { payments.modify(at: index) { $0.commitment = commitment } }
        }
        if let previous, continuesRecentRun(previous, resubscribedAt: now) { state.recentStartDate = previous.recentStartDate }
        state.autoRenew = true
        if let offer = transaction.offer { beginOffer(offer, &state) }
        subscriptions.set(state)
        setTransactionDates(transactionID, state)
        record(.subscriptions(.started(state)))
    }

    /// A family member's subscription shared with this account: a Status of its own in the group,
    /// beside any subscription the account bought there, with its own original transaction and
    /// renewals ("Supporting Family Sharing in your app"; Product.SubscriptionInfo.status).
    mutating func subscribeFamilyShared(_ transactionID: TransactionID) {
        guard let transaction = payments.transaction(transactionID), let info = subscriptionInfo(transaction.productID) else { return }
        let now = clock.now
        var state = SubscriptionState(group: info.group, productID: transaction.productID, period: info.period,
                                      originalTransactionID: transactionID, latestTransactionID: transactionID, anchor: now,
                                      purchaseDate: now, expiresDate: subscriptions.renewalRate.end(of: info.period, from: now, count: 1))
        state.ownership = .familyShared
        subscriptions.set(state)
        setTransactionDates(transactionID, state)
        record(.subscriptions(.started(state)))
    }

    /// A non-renewing subscription bought: its time runs from now, or from the end of the time
    /// already bought; the store never renews it.
    mutating func extendNonRenewing(_ productID: ProductID) throws(SubscriptionError) {
        let period = catalog.product(productID)?.subscriptionPeriod.flatMap(SubscriptionPeriod.init(iso8601:))
        var until: VirtualInstant?
        if let period {
            let start = max(clock.now, (subscriptions.nonRenewing[productID] ?? nil) ?? clock.now)
            let end = RenewalRate.realTime.end(of: period, from: start, count: 1)
            guard end <= VirtualClock.end else { throw .pastClockEnd(productID) }
            until = end
        }
        if subscriptions.nonRenewing[productID] == nil { subscriptions.nonRenewingOrder.append(productID) }
        subscriptions.nonRenewing[productID] = .some(until)
        record(.subscriptions(.nonRenewingExtended(productID: productID, until: until)))
    }

    /// Whether a resubscription at `now` continues the run of paid service `previous` belonged to:
    /// "recentSubscriptionStartDate" ignores "all lapses of paid service shorter than or equal to
    /// 60 days" (App Store Server API). The lapse runs from the end of paid service (a refund's
    /// revocation, else the end of the last period); at an accelerated renewal rate the 60 days
    /// shrink with the periods, as billing retry's do.
    private func continuesRecentRun(_ previous: SubscriptionState, resubscribedAt now: VirtualInstant) -> Bool {
        let serviceEnded = min(previous.revocationDate ?? previous.expiresDate, previous.expiresDate)
        return now - serviceEnded <= subscriptions.renewalRate.billingRetry(days: 60)
    }

    /// Upgrade, downgrade or crossgrade, by the products' levels (1 is the highest).
    func changeKind(from old: ProductID, to new: ProductID) -> SubscriptionChange {
        let from = subscriptionInfo(old)?.level ?? 1, to = subscriptionInfo(new)?.level ?? 1
        return to < from ? .upgrade : to > from ? .downgrade : .crossgrade
    }

    /// The part of the current period's price not yet used at `now`: what an upgrade refunds.
    private func unusedPart(of state: SubscriptionState, at now: VirtualInstant) -> Price? {
        guard let price = catalog.product(state.productID)?.price(in: storefront), state.expiresDate > state.purchaseDate,
              now < state.expiresDate else { return nil }
        let total = state.expiresDate - state.purchaseDate, left = state.expiresDate - max(now, state.purchaseDate)
        let product = price.minorUnits.multipliedFullWidth(by: Int(left))
        let (quotient, _) = Int(total).dividingFullWidth(product)
        var unused = Price(minorUnits: quotient, scale: price.scale, currency: price.currency)
        unused.isApproximate = price.isApproximate
        return unused
    }

    /// Starts a fresh run of periods at `start` paid by `transaction`.
    private mutating func restart(_ state: inout SubscriptionState, at start: VirtualInstant, transaction: TransactionID) {
        state.anchor = start
        state.periods = 1
        state.purchaseDate = start
        state.expiresDate = subscriptions.renewalRate.end(of: state.period, from: start, count: 1)
        state.latestTransactionID = transaction
        state.status = .subscribed
        // A change of product leaves the monthly plan's commitment (UNCONFIRMED: Apple's pages
        // do not say how an upgrade treats one).
        state.commitment = nil
        state.expirationReason = nil
        state.pendingProductID = nil
        state.pendingOffer = nil
        state.removePriceIncrease()
        state.renewalPrice = nil
        state.endBillingRetry()
        state.autoRenew = true
    }

    private mutating func setTransactionDates(_ id: TransactionID, _ state: SubscriptionState) {
        guard let index = payments.index(of: id) else { return }
        payments.modify(at: index) {
            $0.expiresDate = state.expiresDate
            $0.originalTransactionID = state.originalTransactionID == id ? nil : state.originalTransactionID
        }
    }

    private mutating func markUpgraded(_ id: TransactionID) {
        guard let index = payments.index(of: id) else { return }
        payments.modify(at: index) { $0.isUpgraded = true }
    }

    // MARK: What the clock crosses (see `advanceClock` in Clock/World+Clock.swift)

    /// Computes the renewals, grace and retry ends and expiry of one group's subscription that
    /// fall at or before now (a subscription a test dated in the past), each at its own instant.
    mutating func catchUp(group: String) {
        while let state = subscriptions.state(group: group) {
            let moment = state.nextChange
            guard let moment, moment <= clock.now else { return }
            step(SubscriptionSlot(group))
        }
    }

    /// About how many timeline steps the subscriptions take before `instant`.
    func renewalsBefore(_ instant: VirtualInstant) -> Int64 {
        var total: Int64 = 0
        for state in subscriptions.all + subscriptions.allFamilyShared
        where state.status == .subscribed && state.autoRenew && state.expiresDate <= instant {
            total += (instant - state.expiresDate) / subscriptions.renewalRate.shortestLength(of: state.period) + 1
        }
        return total
    }

    /// The next instant one of the subscriptions (the account's own, then the family-shared ones)
    /// changes by itself, and which it is.
    func nextSubscriptionMoment() -> (SubscriptionSlot, VirtualInstant)? {
        var best: (SubscriptionSlot, VirtualInstant)?
        for state in subscriptions.all + subscriptions.allFamilyShared {
            let moment = state.nextChange
            if let moment, best.map({ moment < $0.1 }) ?? true { best = (SubscriptionSlot(state.group, state.ownership), moment) }
        }
        return best
    }

    /// What happens to the subscription at its next moment. A family-shared one renews with the
    /// family member's payment: this account's billing issue does not reach it.
    mutating func step(_ slot: SubscriptionSlot) {
        guard var state = subscriptions.state(group: slot.group, ownership: slot.ownership) else { return }
        switch state.status {
        case .subscribed:
            let next = state.pendingProductID ?? state.productID
            if state.priceIncrease == .pending {
                expire(&state, .didNotConsentToPriceIncrease)
            } else if !state.autoRenew, state.commitment.map({ $0.isLastPeriod }) ?? true {
                // Within a commitment, turning auto-renew off ends the subscription when the
                // commitment does: the remaining monthly payments are still charged ("Managing the
                // life cycle of monthly subscriptions with a 12-month commitment").
                expire(&state, .autoRenewDisabled)
            } else if catalog.invalidCause(next, in: storefront) != nil {
                expire(&state, .productUnavailable)
            } else if subscriptions.billingIssue && state.ownership == .purchased {
                enterBillingRetry(&state)
            } else {
                renew(&state, periodStart: state.expiresDate, chargedAt: state.expiresDate)
            }
        case .inGracePeriod:
            state.status = .inBillingRetryPeriod
            state.gracePeriodExpiresDate = nil
            subscriptions.set(state)
            record(.subscriptions(.gracePeriodEnded(state)))
        case .inBillingRetryPeriod:
            expire(&state, .billingError)
        case .expired, .revoked:
            return
        }
    }

    private mutating func expire(_ state: inout SubscriptionState, _ reason: ExpirationReason) {
        state.leaveService(as: .expired)
        state.expirationReason = reason
        state.pendingOffer = nil
        // "The system removes the pending price increase status when … the subscription expires"
        // (SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:)); the reason keeps
        // why (didNotConsentToPriceIncrease).
        state.removePriceIncrease()
        subscriptions.set(state)
        record(.subscriptions(.expired(state)))
    }

    private mutating func enterBillingRetry(_ state: inout SubscriptionState) {
        let rate = subscriptions.renewalRate
        // RenewalInfo.expirationReason is billingError from the failed renewal on, grace included.
        state.expirationReason = .billingError
        if let days = subscriptions.gracePeriodDays, subscriptions.graceRenewals.covers(fromFreeOffer: isLastFreeOfferPeriod(state)) {
            state.status = .inGracePeriod
            state.gracePeriodExpiresDate = state.expiresDate + rate.gracePeriod(days: days, for: state.period)
        } else {
            state.status = .inBillingRetryPeriod
        }
        state.billingRetryExpiresDate = state.expiresDate + rate.billingRetry(days: subscriptions.billingRetryDays)
        subscriptions.set(state)
        recordAndFollow(.subscriptions(.billingRetryEntered(state)))
    }

    /// Whether the period that just ended was the last of a free trial: its renewal is the first
    /// paid one, which a grace period for paid-to-paid renewals only does not cover.
    private func isLastFreeOfferPeriod(_ state: SubscriptionState) -> Bool {
        guard let offer = state.offer else { return false }
        return offer.paymentMode == .freeTrial && state.offerChargesLeft == 0
    }

    /// The next period: a new transaction with the group's original transaction. A pending
    /// downgrade or crossgrade takes effect here and starts a new run of periods.
    private mutating func renew(_ state: inout SubscriptionState, periodStart: VirtualInstant, chargedAt: VirtualInstant) {
        var offer: SubscriptionOffer?
        if let next = state.pendingOffer, state.pendingProductID == nil {
            // A current subscriber's offer starts with this renewal: its period and price.
            state.pendingOffer = nil
            state.offer = next
            state.offerChargesLeft = next.billingPeriods - 1
            state.period = next.billingPeriod
            state.anchor = periodStart
            state.periods = 1
            offer = next
        } else if state.offer != nil, state.offerChargesLeft > 0, state.pendingProductID == nil {
            // Another charge of the offer: the same offer period, at the offer's price.
            state.offerChargesLeft -= 1
            state.periods += 1
            offer = state.offer
        } else if state.offer != nil, state.pendingProductID == nil, let info = subscriptionInfo(state.productID) {
            // The offer is over: the regular period and price from here on.
            state.offer = nil
            state.offerChargesLeft = 0
            state.period = info.period
            state.anchor = periodStart
            state.periods = 1
        } else if let next = state.pendingProductID, let info = subscriptionInfo(next) {
            state.offer = nil
            state.offerChargesLeft = 0
            state.productID = next
            state.period = info.period
            state.anchor = periodStart
            state.periods = 1
            state.pendingProductID = nil
            state.renewalPrice = nil
        } else if state.offer == nil {
            state.periods += 1
        }
        state.purchaseDate = periodStart
        state.expiresDate = min(subscriptions.renewalRate.end(of: state.period, from: state.anchor, count: state.periods), VirtualClock.end)
        state.expirationReason = nil
        if state.priceIncrease == .agreed {
            // The renewal is at the increased price from here on.
            if let price = state.increasedPrice {
                state.renewalPrice = price == catalog.product(state.productID)?.price(in: storefront) ? nil : price
                state.lastPriceIncrease = chargedAt
            }
            state.removePriceIncrease()
        }
        if var commitment = state.commitment {
            // The next of twelve monthly billing periods; after the twelfth a new commitment
            // starts (UNCONFIRMED: what renews after a commitment is the commitment's renewal plan,
            // which the tool keeps monthly).
            commitment.billingPeriodNumber = commitment.billingPeriodNumber % BillingCommitment.totalBillingPeriods + 1
            if commitment.billingPeriodNumber == 1 {
                commitment.expiresDate = min(subscriptions.renewalRate.end(of: .oneMonth, from: periodStart,
                    count: Int64(BillingCommitment.totalBillingPeriods)), VirtualClock.end)
            }
            state.commitment = commitment
        }
        let id = payments.nextTransactionID
        var transaction = PaymentTransaction(id: id, productID: state.productID, state: .purchased)
        transaction.commitment = state.commitment
        transaction.ownership = state.ownership
        transaction.purchaseDate = chargedAt
        transaction.expiresDate = state.expiresDate
        transaction.originalTransactionID = state.originalTransactionID
        transaction.isRenewal = true
        transaction.offer = offer
        // What this renewal charges: the offer's price during an offer, else what the subscriber
        // renews at (a kept price, an agreed increase), not the catalog's price for new
        // subscribers ("price" in JWSTransactionDecodedPayload: the price paid for this transaction).
        transaction.price = offer != nil ? chargedPrice(state.productID, quantity: 1, offer: offer)
            : state.commitment?.monthlyPrice ?? subscriberPrice(state)
        // The token the app set on the purchase stays with the subscription's renewals (UNCONFIRMED:
        // Apple documents appAccountToken on renewal info, not how renewals carry it).
        transaction.appAccountToken = payments.transaction(state.latestTransactionID)?.appAccountToken
        payments.append(transaction)
        state.latestTransactionID = id
        state.status = .subscribed
        subscriptions.set(state)
        recordAndFollow(.payments(.transactionUpdated(transaction)))
        record(.subscriptions(.renewed(state)))
    }

    // MARK: Billing, auto-renew, tests' controls

    /// The customer's payment method fails (true) or works again (false). Fixing it recovers every
    /// subscription in billing retry: one in its grace period keeps its renewal dates (no days of
    /// paid service lost); one past it starts a new period today.
    public mutating func setBillingIssue(_ on: Bool) {
        subscriptions.billingIssue = on
        guard !on else { return }
        for state in subscriptions.all where state.status == .inGracePeriod || state.status == .inBillingRetryPeriod {
            recoverBilling(state)
        }
    }

    /// The billing issue of one subscription in retry is fixed: a renewal transaction now. In its
    /// grace period it keeps its renewal dates; past it a new period starts today.
    mutating func recoverBilling(_ recovering: SubscriptionState) {
        var state = recovering
        let now = clock.now
        if state.status == .inGracePeriod {
            renew(&state, periodStart: state.expiresDate, chargedAt: now)
        } else {
            state.anchor = now
            state.periods = 0
            renew(&state, periodStart: now, chargedAt: now)
        }
        state.endBillingRetry()
        subscriptions.set(state)
        record(.subscriptions(.billingRecovered(state)))
    }

    /// The active subscription to `productID`, or why there is none.
    private func activeState(_ productID: ProductID) throws(SubscriptionError) -> SubscriptionState {
        guard subscriptionInfo(productID) != nil else { throw .notAutoRenewable(productID) }
        guard let state = subscriptions.state(product: productID), state.status.isActive else { throw .noActiveSubscription(productID) }
        return state
    }

    /// Turns auto-renew off (the subscription runs to the end of its period, then expires) or on
    /// (SKTestSession.disableAutoRenewForTransaction / enableAutoRenewForTransaction). Off during
    /// billing retry (grace period included) leaves retry at once: there is no paid period left to
    /// run to, so it expires now (autoRenewDisabled; the grace-period case is UNCONFIRMED). Off
    /// removes an increase waiting for consent: "The system removes the pending price increase
    /// status when … the user cancels the subscription and auto-renew is disabled"
    /// (SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:)). An agreed increase
    /// stays (UNCONFIRMED: the page names the pending status only).
    public mutating func setAutoRenew(_ productID: ProductID, _ on: Bool) throws(SubscriptionError) {
        var state = try activeState(productID)
        state.autoRenew = on
        if !on, state.priceIncrease == .pending { state.removePriceIncrease() }
        subscriptions.set(state)
        record(.subscriptions(.autoRenewChanged(state)))
        if !on, state.status == .inBillingRetryPeriod || state.status == .inGracePeriod {
            // The paid period already ended at its expiration date; the retry ends now.
            expire(&state, .autoRenewDisabled)
        }
    }

    /// Cuts a transaction's period short at `instant` (a test expired or renewed it early).
    private mutating func setTransactionExpiry(_ id: TransactionID, _ instant: VirtualInstant) {
        guard let index = payments.index(of: id), let end = payments.transactions[index].expiresDate, end > instant else { return }
        payments.modify(at: index) { $0.expiresDate = instant }
    }

    /// SKTestSession.expireSubscription(productIdentifier:): it expires now, the current
    /// transaction's expiration date included, not at the end of the period it paid for.
    public mutating func expireSubscription(_ productID: ProductID) throws(SubscriptionError) {
        var state = try activeState(productID)
        state.expiresDate = max(state.purchaseDate, clock.now)
        setTransactionExpiry(state.latestTransactionID, state.expiresDate)
        expire(&state, .unknown)
    }

    /// SKTestSession.forceRenewalOfSubscription(productIdentifier:): the current transaction
    /// expires now and the next period starts now, with a renewal transaction. The testing
    /// environment also "Enables the subscription auto-renew state" and "Removes a pending price
    /// increase, setting it to … noIncreasePending"; an agreed increase is no longer pending
    /// (consentToPriceIncreaseForTransaction(identifier:)) and this renewal charges it. It "doesn't
    /// change the billing retry state with this call": a subscription in billing retry (its grace
    /// period included) stays there with the same dates and no renewal; the billing issue's own
    /// end (`resolve`, `billing-issue off`) recovers it. Returns whether it renewed.
    @discardableResult
    public mutating func forceRenewal(_ productID: ProductID) throws(SubscriptionError) -> Bool {
        guard subscriptionInfo(productID) != nil else { throw .notAutoRenewable(productID) }
        guard var state = subscriptions.state(product: productID), state.status != .revoked else { throw .noActiveSubscription(productID) }
        let increaseRemoved = state.priceIncrease == .pending
        if increaseRemoved { state.removePriceIncrease() }
        state.autoRenew = true
        if state.status == .inBillingRetryPeriod || state.status == .inGracePeriod {
            subscriptions.set(state)
            if increaseRemoved { record(.subscriptions(.priceIncrease(state))) }
            return false
        }
        setTransactionExpiry(state.latestTransactionID, max(state.purchaseDate, clock.now))
        state.anchor = clock.now
        state.periods = 0
        renew(&state, periodStart: clock.now, chargedAt: clock.now)
        return true
    }

    /// The App Store tells the subscriber of a price increase. Without a price it asks for consent
    /// (SKTestSession.requestPriceIncreaseConsentForTransaction); with the new price it asks only
    /// when the increase passes Apple's thresholds (`PriceIncreaseThresholds`), else the customer
    /// is notified and the subscription renews at the new price.
    public mutating func requestPriceIncrease(_ productID: ProductID, to newPrice: Price? = nil) throws(SubscriptionError) {
        var state = try activeState(productID)
        state.increaseNeedsConsent = true
        state.increasedPrice = nil
        if let newPrice {
            let current = subscriberPrice(state)
            let new = newPrice.currency == current.currency ? newPrice : PriceEqualizer.convert(newPrice, to: current.currency)
            guard new.isMore(than: current) else { throw .notAnIncrease(productID, current: current, new: new) }
            state.increasedPrice = new
            state.increaseNeedsConsent = PriceIncreaseThresholds.needsConsent(
                from: current, to: new, period: state.period, sinceLastIncrease: state.lastPriceIncrease.map { clock.now - $0 })
        }
        state.priceIncrease = state.increaseNeedsConsent ? .pending : .agreed
        subscriptions.set(state)
        recordAndFollow(.subscriptions(.priceIncrease(state)))
    }

    /// What the subscriber renews at: a kept or increased price, else the catalog's price here.
    public func subscriberPrice(_ state: SubscriptionState) -> Price {
        let catalogPrice = catalog.product(state.productID)?.price(in: storefront) ?? Price(minorUnits: 0, currency: storefront.currency)
        guard let kept = state.renewalPrice else { return catalogPrice }
        return kept.currency == catalogPrice.currency ? kept : PriceEqualizer.convert(kept, to: catalogPrice.currency)
    }

    /// The customer agrees or declines. Declining is a cancellation: SKTestSession's
    /// declinePriceIncreaseForTransaction(identifier:) "disables auto-renew and removes the
    /// subscription's pending price increase status. The subscription expires at the end of the
    /// billing period", as any subscription with auto-renew off does (autoRenewDisabled).
    public mutating func answerPriceIncrease(_ productID: ProductID, agree: Bool) throws(SubscriptionError) {
        var state = try activeState(productID)
        guard state.priceIncrease == .pending else { throw .noPriceIncreasePending(state) }
        guard agree else { return try setAutoRenew(productID, false) }
        state.priceIncrease = .agreed
        subscriptions.set(state)
        recordAndFollow(.subscriptions(.priceIncrease(state)))
    }
}

extension SubscriptionState {
    /// The instant this subscription next changes by itself: the end of its paid period, of its
    /// grace period or of billing retry; nil once it has expired or been revoked.
    var nextChange: VirtualInstant? {
        switch status {
        case .subscribed: return expiresDate
        case .inGracePeriod: return gracePeriodExpiresDate
        case .inBillingRetryPeriod: return billingRetryExpiresDate
        case .expired, .revoked: return nil
        }
    }
}
