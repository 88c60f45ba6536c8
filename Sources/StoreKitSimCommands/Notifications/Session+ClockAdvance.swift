import StoreKitSim
import StoreKitSimNotifications

extension Session {
    /// `clock advance`: moves the world's clock forward through every subscription moment it
    /// crosses.
    ///
    /// With notifications on, the world moves one moment at a time and each moment's notifications
    /// are made and delivered before the world moves past it, so a webhook that calls the App
    /// Store Server API from its handler sees the world as the notification reports it: during
    /// `clock advance 3mo` the first DID_RENEW's handler sees one renewal, not three (Apple's
    /// "App Store Server Notifications V2": each notification reports an event when it happens).
    /// Retries and delayed first attempts that fall due between two moments go out then, with the
    /// clock at their own instant. The printed lines are those of one pass over the whole advance,
    /// in the same order.
    public func advanceClock(bySeconds seconds: Int64) throws {
        guard serverNotifications.isOn else {
            try perform { try $0.advanceClock(bySeconds: seconds) }
            return
        }
        let target = try world.clockTarget(bySeconds: seconds)
        clockDelivery.isStepping = true
        defer { clockDelivery.isStepping = false }
        while let moment = world.nextClockMoment(upTo: target) {
            if let due = nextDeliveryDue(), due < moment {
                world.moveClock(to: due)
                clockDelivery.heldLines += retryLines(upTo: due)
                continue
            }
            perform { _ = $0.stepClock(upTo: target) }
        }
        clockDelivery.isStepping = false
        perform { $0.moveClock(to: target) }
    }

    /// The instant the next retry, delayed first attempt or overdue token report falls due.
    func nextDeliveryDue() -> VirtualInstant? {
        let sent = serverNotifications.unreportedTokensSent
        let token = NotificationTable.unreportedTokens(in: world, upTo: VirtualClock.end)
            .first { !sent.contains($0.subject.token?.externalPurchaseId ?? "") }?.at
        switch (serverNotifications.log.nextDue, token) {
        case (let retry?, let token?): return min(retry, token)
        case (let retry, let token): return retry ?? token
        }
    }
}
