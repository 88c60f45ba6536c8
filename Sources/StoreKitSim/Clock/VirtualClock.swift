/// The simulation's clock: a fixed starting instant, advanced only by commands.
///
/// Golden transcripts must print the same times on every machine, so nothing here reads the
/// real clock. Times are whole seconds since the Unix epoch, in UTC.
public struct VirtualClock: Sendable, Hashable {
    /// 2026-01-01T00:00:00Z: the instant every fresh world starts at.
    public static let start = VirtualInstant(seconds: 1_767_225_600)

    public private(set) var now: VirtualInstant

    public init(now: VirtualInstant = VirtualClock.start) {
        self.now = now
    }

    /// The last instant the clock can show: 9999-12-31T23:59:59Z.
    public static let end = VirtualInstant(seconds: 253_402_300_799)

    /// Moves time forward; the clock never goes back and never passes the year 9999.
    public mutating func advance(bySeconds seconds: Int64) throws(ClockError) {
        guard seconds >= 0 else { throw .backwards }
        guard let later = now.adding(seconds: seconds) else { throw .pastEnd }
        now = later
    }

    /// Moves to `instant` when it is later (the world stepping through renewals on the way).
    mutating func move(to instant: VirtualInstant) {
        if instant > now { now = min(instant, Self.end) }
    }

    /// Moves time forward by a step the world itself takes (a delegate's timeout), stopping at the end.
    mutating func advance(saturatingBy seconds: Int64) {
        now = now.adding(seconds: seconds) ?? Self.end
    }

    /// ISO 8601 in UTC, for example `2026-01-01T00:00:00Z`.
    public var iso8601: String { now.iso8601 }

    /// Formats seconds since the epoch as ISO 8601 UTC without Foundation.
    public static func iso8601(_ instant: VirtualInstant) -> String {
        let date = CivilDate(seconds: instant.seconds)
        // Every transcript line with a time comes through here: a four-digit year (every instant
        // the clock can reach) is written as its 20 bytes at once, instead of interpolating six
        // numbers into a growing string.
        return (1_000...9_999).contains(date.year) ? fixedWidth(date) : interpolated(date)
    }

    /// Any year, by string interpolation (the years before 1000 the clock never shows).
    static func interpolated(_ date: CivilDate) -> String {
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let hour = date.secondOfDay / 3_600, minute = date.secondOfDay % 3_600 / 60, second = date.secondOfDay % 60
        return "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(hour)):\(two(minute)):\(two(second))Z"
    }

    /// `iso8601(instant)`'s UTF-8 bytes, lent to `body` from the stack: a line that prints a time
    /// (`status`, `clock`, the app's log) writes them into its own bytes and makes no string.
    public static func withISO8601(_ instant: VirtualInstant, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let date = CivilDate(seconds: instant.seconds)
        guard (1_000...9_999).contains(date.year) else {
            var text = interpolated(date)
            text.withUTF8(body)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let count = write(date, into: buffer)
            body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for a year of four digits, byte by byte.
    static func fixedWidth(_ date: CivilDate) -> String {
        String(unsafeUninitializedCapacity: 20) { write(date, into: $0) }
    }

    /// `fixedWidth`'s 20 bytes written into `buffer`; returns their count.
    private static func write(_ date: CivilDate, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        func put(_ value: Int64, digits: Int, at offset: Int) {
            var rest = value
            for position in stride(from: offset + digits - 1, through: offset, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        let hour = date.secondOfDay / 3_600, minute = date.secondOfDay % 3_600 / 60, second = date.secondOfDay % 60
        put(date.year, digits: 4, at: 0)
        put(date.month, digits: 2, at: 5)
        put(date.day, digits: 2, at: 8)
        put(hour, digits: 2, at: 11)
        put(minute, digits: 2, at: 14)
        put(second, digits: 2, at: 17)
        buffer[4] = UInt8(ascii: "-")
        buffer[7] = UInt8(ascii: "-")
        buffer[10] = UInt8(ascii: "T")
        buffer[13] = UInt8(ascii: ":")
        buffer[16] = UInt8(ascii: ":")
        buffer[19] = UInt8(ascii: "Z")
        return 20
    }
}

/// Why the clock refused to move.
public enum ClockError: Error, Sendable, Hashable {
    /// A negative duration: the clock only moves forward.
    case backwards
    /// The clock would pass 9999-12-31T23:59:59Z.
    case pastEnd
    /// A date that far back would fall before 1970-01-01T00:00:00Z.
    case beforeEpoch
}
