import StoreKitSim

/// The subscription errors in words.
extension SubscriptionError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .notAutoRenewable(let id):
            return ErrorText("not-a-subscription", "'\(id)' is not an auto-renewable subscription",
                             hint: "'catalog' lists the products with their types", argument: Key.product.name)
        case .noActiveSubscription(let id):
            return ErrorText("no-active-subscription", "the customer has no active subscription to \(id)",
                             hint: "'subscriptions' shows each group; 'buy \(id)' subscribes", argument: Key.product.name)
        case .notAnIncrease(let id, let current, let new):
            return ErrorText("not-an-increase", "\(new) is not more than the \(current) the subscriber to \(id) pays",
                             hint: "'product set \(id) --price P' lowers a price; subscribers renew at the lower price", argument: Key.product.name)
        case .noPriceIncreasePending(let state):
            return ErrorText("no-price-increase", "no price increase waits for consent on \(state.productID)",
                             hint: "'price-increase request \(state.productID)' asks the customer first", argument: Key.product.name)
        case .tooManyRenewals(let estimated, let limit):
            return ErrorText("too-many-renewals", "that advance crosses about \(estimated) renewals; one advance computes at most \(limit)",
                             hint: "advance less at a time, or choose a slower 'renewal-rate'", argument: Key.duration.name)
        case .notInterrupted(let transaction):
            return ErrorText("not-interrupted", "\(transaction.id) is not an interrupted purchase",
                             hint: """
                                with 'interrupted-purchases on' a confirmed purchase fails first; 'resolve' that transaction, or the latest \
                                transaction of a subscription in billing retry
                                """, argument: Key.txn.name)
        case .notRefundable(let transaction):
            let why = transaction.revocationDate != nil ? "already refunded" : transaction.state.rawValue
            return ErrorText("not-refundable", "\(transaction.id) is \(why): only a purchase the customer paid for can be refunded, once",
                             hint: "'transactions' lists every transaction with its state", argument: Key.txn.name)
        case .pastClockEnd(let id):
            return ErrorText("past-clock-end", "the time bought for \(id) would end after 9999-12-31T23:59:59Z", argument: Key.id.name)
        case .extensionOutOfRange(let days):
            return ErrorText("bad-extension", "a renewal date can move 1 to 90 days at a time, not \(days)", argument: Key.days.name)
        case .noPendingChange(let state):
            return ErrorText("no-pending-change", "no downgrade or crossgrade of \(state.productID) waits for the next renewal",
                             hint: "'subscriptions' shows each group, a pending change as 'next'", argument: Key.product.name)
        case .notRefunded(let transaction):
            return ErrorText("not-refunded", "\(transaction.id) has no refund to reverse",
                             hint: transaction.ownership == .familyShared
                                 ? "a family member's sharing that stopped is not a refund" : "'refund \(transaction.id)' refunds it first",
                             argument: Key.txn.name)
        case .noMoment(let moment, let productID, let states):
            let subject = "no subscription\(productID.map { " in \($0)'s group" } ?? "") reaches \(moment.rawValue)"
            let standing = states.map { state in
                "\(state.productID) is \(state.status.rawValue)\(state.status == .subscribed && !state.autoRenew ? " with auto-renew off" : "")"
            }
            let message = states.isEmpty ? "\(subject): the customer has no subscription" : "\(subject): \(standing.joined(separator: ", "))"
            return ErrorText("no-such-moment", message, hint: Self.momentHint(moment), argument: Key.product.name)
        case .oneTimeOfferOnSubscription(let id):
            return ErrorText("one-time-on-subscription", "\(id) is an auto-renewable subscription: its offer codes have a payment mode and a period",
                             hint: "write --mode freeTrial, payAsYouGo or payUpFront with --period; oneTime is for the other product types",
                             argument: "mode")
        case .unknownOffer(let id, let offer):
            return ErrorText("unknown-offer", "\(id) has no promotional offer '\(offer)'",
                             hint: "'offers \(id)' lists its offers", argument: "promotional-offer")
        case .tooManyCodeOffers(let id, let limit):
            return ErrorText("too-many-code-offers", "\(id) already has \(limit) offer codes, the most a subscription may have active",
                             hint: "App Store Connect allows up to \(limit) active offer code offers (\"Implementing offer codes in your app\")",
                             argument: Key.offer.name)
        }
    }

    /// How a subscription comes to reach `moment`, in the commands that bring it there.
    private static func momentHint(_ moment: SubscriptionMoment) -> String {
        switch moment {
        case .nextRenewal: return "only a subscribed subscription with auto-renew on renews; 'subscriptions' shows each group"
        case .graceEnd: return "a renewal that fails with 'billing-issue on' and a 'grace-period' enters the grace period"
        case .retryEnd: return "a renewal that fails with 'billing-issue on' enters billing retry"
        case .expiry: return "only a subscribed subscription or one in billing retry has an end ahead; 'subscriptions' shows each group"
        }
    }
}
