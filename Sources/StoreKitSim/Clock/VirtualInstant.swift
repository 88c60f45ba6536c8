/// An instant on the virtual clock: whole seconds since 1970-01-01T00:00:00Z, in UTC.
///
/// Its own type so that an instant cannot be mixed with a duration or with the milliseconds of
/// signed payloads (`SignedPayloads.milliseconds` turns one into the other, once): adding
/// seconds gives an instant, subtracting instants gives seconds, and a duration that comes from
/// input is added with `adding(seconds:)`, which refuses an overflow or a date past the clock's end.
public struct VirtualInstant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since the Unix epoch.
    public let seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    /// The instant a date in milliseconds since 1970 falls in (a report's creationDate), the
    /// milliseconds dropped toward zero.
    public init(truncatingMilliseconds milliseconds: Int64) { seconds = milliseconds / 1000 }

    /// Milliseconds since 1970, as JSON dates carry them (the clock ends in 9999, far inside Int64).
    public var milliseconds: Int64 { seconds * 1000 }

    /// 1970-01-01T00:00:00Z, what a missing date has always printed as.
    public static let epoch = VirtualInstant(seconds: 0)

    /// `seconds` later, or nil when that overflows or passes 9999-12-31T23:59:59Z
    /// (`VirtualClock.end`): for durations from input.
    public func adding(seconds duration: Int64) -> VirtualInstant? {
        let (sum, overflow) = seconds.addingReportingOverflow(duration)
        guard !overflow, sum <= VirtualClock.end.seconds else { return nil }
        return VirtualInstant(seconds: sum)
    }

    /// `seconds` earlier, or nil when that overflows or falls before 1970-01-01T00:00:00Z (a
    /// signed date is milliseconds since then): for durations from input.
    public func subtracting(seconds duration: Int64) -> VirtualInstant? {
        let (difference, overflow) = seconds.subtractingReportingOverflow(duration)
        guard !overflow, difference >= 0 else { return nil }
        return VirtualInstant(seconds: difference)
    }

    /// `duration` seconds later, for durations the world computes from its own bounded values
    /// (a period, a grace period); traps on overflow as Int64 arithmetic does.
    public static func + (instant: VirtualInstant, duration: Int64) -> VirtualInstant {
        VirtualInstant(seconds: instant.seconds + duration)
    }

    /// `duration` seconds earlier.
    public static func - (instant: VirtualInstant, duration: Int64) -> VirtualInstant {
        VirtualInstant(seconds: instant.seconds - duration)
    }

    /// The seconds from `earlier` to `later` (negative when `later` is earlier).
    public static func - (later: VirtualInstant, earlier: VirtualInstant) -> Int64 {
        later.seconds - earlier.seconds
    }

    public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool { lhs.seconds < rhs.seconds }

    /// ISO 8601 in UTC, for example `2026-01-01T00:00:00Z`.
    public var iso8601: String { VirtualClock.iso8601(self) }

    public var description: String { iso8601 }
}
