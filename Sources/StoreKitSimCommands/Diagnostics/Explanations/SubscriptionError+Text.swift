import StoreKitSim

/// The subscription errors in words.
extension SubscriptionError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .notAutoRenewable(let id):
            return ErrorText("not-a-subscription", "'\(id)' is not an auto-renewable subscription",
                             hint: "'catalog' lists the products with their types", argument: "PRODUCT")
        case .noActiveSubscription(let id):
            return ErrorText("no-active-subscription", "the customer has no active subscription to \(id)",
                             hint: "'subscriptions' shows each group; 'buy \(id)' subscribes", argument: "PRODUCT")
        case .noPriceIncreasePending(let state):
            return ErrorText("no-price-increase", "no price increase waits for consent on \(state.productID)",
                             hint: "'price-increase request \(state.productID)' asks the customer first", argument: "PRODUCT")
        case .tooManyRenewals(let estimated, let limit):
            return ErrorText("too-many-renewals", "that advance crosses about \(estimated) renewals; one advance computes at most \(limit)",
                             hint: "advance less at a time, or choose a slower 'renewal-rate'", argument: "DURATION")
        case .notInterrupted(let transaction):
            return ErrorText("not-interrupted", "\(transaction.id) is not an interrupted purchase",
                             hint: "with 'interrupted-purchases on' a confirmed purchase fails first; 'resolve' that transaction", argument: "TXN")
        case .notRefundable(let transaction):
            let why = transaction.revocationDate != nil ? "already refunded" : transaction.state.rawValue
            return ErrorText("not-refundable", "\(transaction.id) is \(why): only a purchase the customer paid for can be refunded, once",
                             hint: "'transactions' lists every transaction with its state", argument: "TXN")
        case .pastClockEnd(let id):
            return ErrorText("past-clock-end", "the time bought for \(id) would end after 9999-12-31T23:59:59Z", argument: "ID")
        case .extensionOutOfRange(let days):
            return ErrorText("bad-extension", "a renewal date can move 1 to 90 days at a time, not \(days)", argument: "DAYS")
        case .noPendingChange(let state):
            return ErrorText("no-pending-change", "no downgrade or crossgrade of \(state.productID) waits for the next renewal",
                             hint: "'subscriptions' shows each group, a pending change as 'next'", argument: "PRODUCT")
        case .notRefunded(let transaction):
            return ErrorText("not-refunded", "\(transaction.id) has no refund to reverse",
                             hint: transaction.ownership == .familyShared ? "a family member's sharing that stopped is not a refund" : "'refund \(transaction.id)' refunds it first",
                             argument: "TXN")
        }
    }
}
