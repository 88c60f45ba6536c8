/// `clock advance` by calendar months and to a subscription's own moments: each computes the
/// instant to reach and moves there through `advanceClock(bySeconds:)`, which steps through every
/// renewal, grace period end, retry end and expiry on the way.
extension World {
    /// Moves the clock by calendar months and seconds (`1mo`, `P1Y2M`): a month from January 31
    /// ends on February 28, as subscription periods count it.
    public mutating func advanceClock(by step: ClockStep) throws {
        try advanceClock(bySeconds: clockSeconds(by: step))
    }

    /// How many seconds `advanceClock(by:)` moves the clock.
    public func clockSeconds(by step: ClockStep) throws -> Int64 {
        guard step.months >= 0, step.seconds >= 0 else { throw ClockError.backwards }
        guard let target = step.end(from: clock.now) else { throw ClockError.pastEnd }
        return target - clock.now
    }

    /// Moves the clock to the first instant a subscription reaches `moment` (of `productID`'s
    /// group when given), stepping through everything before it.
    public mutating func advanceClock(to moment: SubscriptionMoment, of productID: ProductID?) throws {
        try advanceClock(bySeconds: clockSeconds(to: moment, of: productID))
    }

    /// How many seconds `advanceClock(to:of:)` moves the clock.
    public func clockSeconds(to moment: SubscriptionMoment, of productID: ProductID?) throws -> Int64 {
        var candidates = subscriptions.all + subscriptions.allFamilyShared
        if let productID {
            guard let info = subscriptionInfo(productID) else { throw SubscriptionError.notAutoRenewable(productID) }
            candidates = candidates.filter { $0.group == info.group }
            guard !candidates.isEmpty else { throw SubscriptionError.noActiveSubscription(productID) }
        }
        guard let instant = candidates.compactMap({ moment.instant(of: $0) }).min() else {
            throw SubscriptionError.noMoment(moment, productID: productID, states: candidates)
        }
        return max(instant, clock.now) - clock.now
    }
}
