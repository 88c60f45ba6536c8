/// Advancing the virtual clock: the one operation that moves time, with what time crosses.
extension World {
    /// Moves the virtual clock forward, computing every renewal, grace period end, retry end and
    /// expiry it crosses, in time order, each stamped at its own instant.
    public mutating func advanceClock(bySeconds seconds: Int64) throws {
        var target = clock
        try target.advance(bySeconds: seconds)
        let estimate = renewalsBefore(target.now)
        guard estimate <= Self.renewalLimit else { throw SubscriptionError.tooManyRenewals(estimated: estimate, limit: Self.renewalLimit) }
        while let (group, moment) = nextSubscriptionMoment(), moment <= target.now {
            clock.move(to: moment)
            step(group)
        }
        clock.move(to: target.now)
    }
}
