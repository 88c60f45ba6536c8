import StoreKitSim

/// Subscriptions: starts, renewals, changes between levels, billing retry, expiry, price consent.
/// StoreKit 1 has no callback of its own for these (a renewal reaches the observer as a purchased
/// transaction, told by the payments renderer); these lines say what the App Store did.
extension EventRenderer {
    static func shown(_ event: SubscriptionEvent, charged: [TransactionID: Price] = [:]) -> [OutputLine] {
        switch event {
        case .started(let state):
            let group = OneValueText.text(state.group)
            return [OutputLine("subscription \(group) \(state.productID) subscribed until \(date(state.expiresDate))\(offerNote(state))",
                style: .success)]
        case .renewed(let state):
            // The price the renewal charged: the one a price increase set, else the renewal
            // transaction's Transaction.price (an offer's or the product's).
            let price = (state.renewalPrice ?? charged[state.latestTransactionID]).map { " at \($0)" } ?? ""
            return [OutputLine("""
                renewed \(state.productID)\(price) until \(date(state.expiresDate)) (original \(state.originalTransactionID))\(offerNote(state))
                """, style: .success)]
        case .codeRedeemed(let code, let productID):
            return [OutputLine("code-redemption-sheet \(code) redeemed for \(productID)", style: .success)]
        case .offerScheduled(let state):
            guard let offer = state.pendingOffer else { return [] }
            let when = date(state.expiresDate)
            return [OutputLine("\(offer.type.rawValue) offer \(offer.id) for \(state.productID) starts at the next renewal, \(when)",
                               style: .pending)]
        case .changed(let change, let from, let state, let refund):
            var lines = [OutputLine("\(change.rawValue) \(from) -> \(state.productID) now, until \(date(state.expiresDate))", style: .success)]
            if let refund { lines.append(OutputLine("refund \(refund) for the unused part of \(from)")) }
            return lines
        case .changeScheduled(let change, let state):
            return [OutputLine("""
                \(change.rawValue) \(state.productID) -> \(state.pendingProductID ?? "") at the next renewal, \(date(state.expiresDate))
                """, style: .pending)]
        case .autoRenewChanged(let state):
            let ends = state.commitment?.expiresDate ?? state.expiresDate
            return [OutputLine(state.autoRenew ? "auto-renew on \(state.productID): renews \(date(state.expiresDate))"
                                               : "auto-renew off \(state.productID): expires \(date(ends))",
                                                   style: state.autoRenew ? .success : .pending)]
        case .billingRetryEntered(let state):
            var lines = [OutputLine("""
                billing retry \(state.productID): the renewal at \(date(state.expiresDate)) failed; retrying until \
                \(date(state.billingRetryExpiresDate ?? .epoch))
                """, style: .failure)]
            if let grace = state.gracePeriodExpiresDate {
                lines.append(OutputLine("grace period \(state.productID) until \(date(grace)): the service continues", style: .pending))
            }
            return lines
        case .gracePeriodEnded(let state):
            let until = date(state.billingRetryExpiresDate ?? .epoch)
            return [OutputLine("grace period over \(state.productID): the service stops; retrying until \(until)", style: .failure)]
        case .billingRecovered(let state):
            return [OutputLine("billing recovered \(state.productID) until \(date(state.expiresDate))", style: .success)]
        case .expired(let state):
            return [OutputLine("expired \(state.productID) (\(state.expirationReason?.rawValue ?? "unknown"))", style: .failure)]
        case .priceKept(let state, let newPrice):
            let kept = state.renewalPrice.map { "\($0)" } ?? "the old price"
            return [OutputLine("existing subscriber \(state.productID) keeps \(kept); new subscribers pay \(newPrice)")]
        case .revoked:
            // StoreKit 1 has no subscription status: the refund and the revoked entitlement told it.
            return []
        case .priceIncrease(let state):
            let to = state.increasedPrice.map { " to \($0)" } ?? ""
            switch state.priceIncrease {
            case .pending?: return [OutputLine("""
                price increase \(state.productID)\(to): consent asked; without it the subscription expires \(date(state.expiresDate))
                """, style: .pending)]
            case .agreed? where !state.increaseNeedsConsent:
                return [OutputLine("""
                    price increase \(state.productID)\(to): no consent needed; the customer is notified and renews at it \(date(state.expiresDate))
                    """, style: .pending)]
            case .agreed?: return [OutputLine("price increase \(state.productID)\(to) agreed: renews \(date(state.expiresDate))", style: .success)]
            case .declined?, nil: return []  // a decline is told as auto-renew off
            }
        case .alreadySubscribed(let state):
            return [OutputLine("App Store alert: You're currently subscribed to this. (\(state.productID) until \(date(state.expiresDate)))",
                style: .failure)]
        case .renewalExtended(let state, let days):
            return [OutputLine("renewal date extended \(days)d \(state.productID): renews \(date(state.expiresDate))", style: .success)]
        case .changeCancelled(let state, let cancelled):
            return [OutputLine("kept \(state.productID): the change to \(cancelled) is cancelled; renews \(date(state.expiresDate))",
                               style: .success)]
        case .nonRenewingExtended(let productID, let until):
            return [OutputLine(until.map { "non-renewing \(productID) until \(date($0))" }
                               ?? "non-renewing \(productID): the app decides how long it lasts")]
        }
    }

    static func date(_ instant: VirtualInstant) -> String { instant.iso8601 }

    /// ` with introductory freeTrial P1W`, while a subscription runs under an offer.
    static func offerNote(_ state: SubscriptionState) -> String {
        guard let offer = state.offer else { return "" }
        return " with \(offer.type.rawValue) \(offer.paymentMode.rawValue) \(offer.billingPeriod.iso8601)"
    }
}

/// How subscriptions print in listings and `status`.
enum SubscriptionText {
    /// `pro com.example.pro.monthly subscribed expires 2026-02-01T00:00:00Z auto-renew on`, then
    /// whatever else holds: a pending change, a price increase, the grace and retry ends, why it expired.
    static func line(_ state: SubscriptionState) -> String {
        var words = [OneValueText.text(state.group), state.productID.rawValue, state.status.rawValue]
        switch state.status {
        case .subscribed, .inGracePeriod, .inBillingRetryPeriod:
            words += ["expires", EventRenderer.date(state.expiresDate), "auto-renew", state.autoRenew ? "on" : "off"]
        case .expired:
            words += ["at", EventRenderer.date(state.expiresDate), "reason", state.expirationReason?.rawValue ?? "unknown"]
        case .revoked:
            words += ["at", EventRenderer.date(state.revocationDate ?? .epoch)]
        }
        if let offer = state.offer {
            // An offer whose id is its type's name (a .storekit file's "introductory") is named once:
            // `offer introductory introductory` read as a doubled word (issue 45).
            words += ["offer", offer.type.rawValue] + OfferText.idWords(offer)
            words += ["charges-left", String(state.offerChargesLeft)]
        }
        if let pending = state.pendingProductID { words += ["next", pending.rawValue] }
        if let offer = state.pendingOffer { words += ["next-offer", offer.type.rawValue, offer.id] }
        if let price = state.renewalPrice { words += ["price", price.description] }
        if let increase = state.priceIncrease, increase != .declined { words += ["price-increase", increase.rawValue] }
        if let price = state.increasedPrice { words += ["new-price", price.description] }
        if let grace = state.gracePeriodExpiresDate { words += ["grace-until", EventRenderer.date(grace)] }
        if let retry = state.billingRetryExpiresDate { words += ["retry-until", EventRenderer.date(retry)] }
        words += ["original", state.originalTransactionID.rawValue]
        if state.ownership == .familyShared { words.append("familyShared") }
        return words.joined(separator: " ")
    }

    /// Every subscription group's lines (the account's own subscription, then one a family member
    /// shares, marked familyShared), then the non-renewing subscriptions.
    static func lines(_ world: World) -> [String] {
        let subscriptions = world.subscriptions
        var groups = subscriptions.order
        for group in subscriptions.familySharedOrder where !groups.contains(group) { groups.append(group) }
        var lines = groups.flatMap { subscriptions.statuses(group: $0).map { "subscription " + line($0) } }
        for id in world.subscriptions.nonRenewingOrder {
            let until = world.subscriptions.nonRenewing[id] ?? nil
            let end = until.map { $0 > world.clock.now ? " until \(EventRenderer.date($0))" : " expired \(EventRenderer.date($0))" }
            lines.append("non-renewing \(id)" + (end ?? ": the app decides how long it lasts"))
        }
        return lines
    }
}
