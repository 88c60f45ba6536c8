import StoreKitSim

/// Subscription events ("Offering auto-renewable subscriptions"; the App Store Server API's
/// renewal info names).
extension EventJSON {
    static func subscriptions(_ event: SubscriptionEvent) -> (String, Fields) {
        typealias V = ValueJSON
        func state(_ name: String, _ s: SubscriptionState) -> (String, Fields) { (name, [("subscription", V.subscription(s))]) }
        switch event {
        case .started(let s): return state("started", s)
        case .renewed(let s): return state("renewed", s)
        case .changed(let change, let from, let s, let refund):
            return ("changed", [("change", .string(change.rawValue)), ("fromProductId", .string(from.rawValue)),
                                ("subscription", V.subscription(s)), ("refund", V.price(refund))])
        case .changeScheduled(let change, let s):
            return ("changeScheduled", [("change", .string(change.rawValue)), ("subscription", V.subscription(s))])
        case .autoRenewChanged(let s): return state("autoRenewChanged", s)
        case .billingRetryEntered(let s): return state("billingRetryEntered", s)
        case .gracePeriodEnded(let s): return state("gracePeriodEnded", s)
        case .billingRecovered(let s): return state("billingRecovered", s)
        case .expired(let s): return state("expired", s)
        case .revoked(let s): return state("revoked", s)
        case .priceIncrease(let s): return state("priceIncrease", s)
        case .priceKept(let s, let newPrice):
            return ("priceKept", [("subscription", V.subscription(s)), ("newPrice", V.price(newPrice))])
        case .alreadySubscribed(let s): return state("alreadySubscribed", s)
        case .codeRedeemed(let code, let product):
            return ("codeRedeemed", [("offerCode", .string(code)), ("productId", .string(product.rawValue))])
        case .renewalExtended(let s, let days):
            return ("renewalExtended", [("subscription", V.subscription(s)), ("extendByDays", .integer(days))])
        case .changeCancelled(let s, let cancelled):
            return ("changeCancelled", [("subscription", V.subscription(s)), ("cancelledProductId", .string(cancelled.rawValue))])
        case .offerScheduled(let s): return state("offerScheduled", s)
        case .nonRenewingExtended(let product, let until):
            return ("nonRenewingExtended", [("productId", .string(product.rawValue)), ("expiresDate", V.date(until))])
        }
    }
}
