/// The simulation's clock: a fixed starting instant, advanced only by commands.
///
/// Golden transcripts must print the same times on every machine, so nothing here reads the
/// real clock. Times are whole seconds since the Unix epoch, in UTC.
public struct VirtualClock: Sendable, Hashable {
    /// 2026-01-01T00:00:00Z: the instant every fresh world starts at.
    public static let start: Int64 = 1_767_225_600

    public private(set) var now: Int64

    public init(now: Int64 = VirtualClock.start) {
        self.now = now
    }

    /// The last instant the clock can show: 9999-12-31T23:59:59Z.
    public static let end: Int64 = 253_402_300_799

    /// Moves time forward; the clock never goes back and never passes the year 9999.
    public mutating func advance(bySeconds seconds: Int64) throws(ClockError) {
        guard seconds >= 0 else { throw .backwards }
        let (sum, overflow) = now.addingReportingOverflow(seconds)
        guard !overflow, sum <= Self.end else { throw .pastEnd }
        now = sum
    }

    /// Moves to `instant` when it is later (the world stepping through renewals on the way).
    mutating func move(to instant: Int64) {
        if instant > now { now = min(instant, Self.end) }
    }

    /// Moves time forward by a step the world itself takes (a delegate's timeout), stopping at the end.
    mutating func advance(saturatingBy seconds: Int64) {
        now = now > Self.end - seconds ? Self.end : now + seconds
    }

    /// ISO 8601 in UTC, for example `2026-01-01T00:00:00Z`.
    public var iso8601: String { Self.iso8601(now) }

    /// Formats seconds since the epoch as ISO 8601 UTC without Foundation.
    public static func iso8601(_ seconds: Int64) -> String {
        let date = CivilDate(seconds: seconds)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let hour = date.secondOfDay / 3_600, minute = date.secondOfDay % 3_600 / 60, second = date.secondOfDay % 60
        return "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(hour)):\(two(minute)):\(two(second))Z"
    }
}

/// Why the clock refused to move.
public enum ClockError: Error, Sendable, Hashable {
    /// A negative duration: the clock only moves forward.
    case backwards
    /// The clock would pass 9999-12-31T23:59:59Z.
    case pastEnd
}
