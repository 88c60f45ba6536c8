/// Advancing the virtual clock: the one operation that moves time, with what time crosses.
extension World {
    /// Moves the virtual clock forward, computing every renewal, grace period end, retry end and
    /// expiry it crosses, in time order, each stamped at its own instant.
    public mutating func advanceClock(bySeconds seconds: Int64) throws {
        let target = try clockTarget(bySeconds: seconds)
        while stepClock(upTo: target) {}
        clock.move(to: target)
    }

    /// The instant `advanceClock(bySeconds:)` moves to, refused before anything changes when it is
    /// past the clock's end or crosses more renewals than the world computes in one command.
    public func clockTarget(bySeconds seconds: Int64) throws -> VirtualInstant {
        var target = clock
        try target.advance(bySeconds: seconds)
        let estimate = renewalsBefore(target.now)
        guard estimate <= Self.renewalLimit else { throw SubscriptionError.tooManyRenewals(estimated: estimate, limit: Self.renewalLimit) }
        return target.now
    }

    /// The instant the next subscription changes by itself (a renewal, a grace or retry end, an
    /// expiry), when it is at or before `target`.
    public func nextClockMoment(upTo target: VirtualInstant) -> VirtualInstant? {
        guard let (_, moment) = nextSubscriptionMoment(), moment <= target else { return nil }
        return moment
    }

    /// One step of `advanceClock(bySeconds:)`: moves to the next subscription moment at or before
    /// `target` and applies it; false, with nothing changed, when none is left. A front end that
    /// must act between moments (the server delivers each moment's notifications before the world
    /// moves past it) steps with this, then moves to the target with `moveClock(to:)`.
    public mutating func stepClock(upTo target: VirtualInstant) -> Bool {
        guard let (group, moment) = nextSubscriptionMoment(), moment <= target else { return false }
        clock.move(to: moment)
        step(group)
        return true
    }

    /// Moves the clock to `instant` without crossing anything: for an instant at or before the
    /// next subscription moment (`nextClockMoment(upTo:)`); never backwards.
    public mutating func moveClock(to instant: VirtualInstant) {
        // Never past a moment still to be applied: the step would be skipped, not late.
        let moment = nextSubscriptionMoment()?.1 ?? instant
        clock.move(to: min(instant, moment))
    }
}
