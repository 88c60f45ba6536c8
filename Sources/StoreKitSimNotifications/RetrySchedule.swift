import StoreKitSim

/// When the App Store tries a notification again after an attempt that did not succeed
/// ("Responding to App Store Server Notifications"): in production, version 2 notifications are
/// retried five times, 1, 12, 24, 48 and 72 hours after the previous attempt; in the sandbox the
/// App Store attempts once.
public enum RetrySchedule: String, Sendable, Hashable, CaseIterable {
    case production
    case sandbox

    /// Seconds after the previous attempt, one per retry.
    public var delays: [Int64] {
        switch self {
        case .production: return [1, 12, 24, 48, 72].map { $0 * 3600 }
        case .sandbox: return []
        }
    }

    /// When the next attempt falls due after `attempts` attempts, the last at `last`; nil when
    /// the schedule has no retry left.
    public func nextAttempt(after attempts: Int, lastAt last: VirtualInstant) -> VirtualInstant? {
        guard attempts >= 1, attempts <= delays.count else { return nil }
        return last + delays[attempts - 1]
    }
}
