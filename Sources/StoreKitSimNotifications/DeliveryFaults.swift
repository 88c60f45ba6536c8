import StoreKitSim

/// Delivery faults a developer's server must survive, on demand and on the virtual clock
/// (`notifications fault`): a notification more than once (Apple's "notificationUUID": use it "to
/// identify, and ignore, duplicate notifications"), late, or not until a retry ("Responding to App
/// Store Server Notifications"'s schedule), or out of order (not stated by Apple: UNCONFIRMED).
///
/// Each count covers the next notifications that have somewhere to go, one fault at a time, in
/// this order: delay, reorder, drop, duplicate.
public struct DeliveryFaults: Sendable, Hashable {
    /// The next N notifications are each sent twice in a row, under one notificationUUID.
    public var duplicate = 0
    /// The next N notifications are held until the Nth is made, then sent newest first.
    public var reorder = 0
    /// Numbers of the notifications held for `reorder`, oldest first.
    public var held: [Int] = []
    /// The next N notifications' first attempt fails as if nothing answered (NO_RESPONSE); the
    /// retry schedule then applies (the sandbox's has no retry: the notification is lost).
    public var drop = 0
    /// The next `delay.count` notifications' first attempt falls due this long after the event.
    public var delay: (count: Int, by: ClockStep) = (0, ClockStep())

    public init() {}

    public var isEmpty: Bool { duplicate == 0 && reorder == 0 && held.isEmpty && drop == 0 && delay.count == 0 }

    public static func == (a: DeliveryFaults, b: DeliveryFaults) -> Bool {
        a.duplicate == b.duplicate && a.reorder == b.reorder && a.held == b.held && a.drop == b.drop && a.delay.count == b.delay.count
            && a.delay.by == b.delay.by
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(duplicate)
        hasher.combine(reorder)
        hasher.combine(held)
        hasher.combine(drop)
        hasher.combine(delay.count)
        hasher.combine(delay.by)
    }
}
