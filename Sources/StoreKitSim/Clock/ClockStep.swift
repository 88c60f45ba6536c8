/// How far one `clock advance` moves: calendar months, then seconds.
///
/// QA think in months and years ("a month later the subscription renews"), and a month is not a
/// number of seconds: from January 31 it ends on February 28 (29 in a leap year). The months are
/// counted as subscription periods count them (`CivilDate.addingMonths`), then the seconds are
/// added, as ISO 8601 applies a duration's date part before its time part.
public struct ClockStep: Sendable, Hashable {
    /// Calendar months (a year is twelve).
    public var months: Int64
    /// Seconds after the months: weeks, days, hours, minutes and seconds.
    public var seconds: Int64

    public init(months: Int64 = 0, seconds: Int64 = 0) {
        self.months = months
        self.seconds = seconds
    }

    /// The instant this step after `instant` reaches; nil past 9999-12-31T23:59:59Z.
    public func end(from instant: VirtualInstant) -> VirtualInstant? {
        guard months >= 0, seconds >= 0 else { return nil }
        var moved = instant
        if months > 0 {
            // More months than the clock has left are refused before any date arithmetic.
            guard months <= 12 * 10_000 else { return nil }
            moved = VirtualInstant(seconds: CivilDate(seconds: instant.seconds).addingMonths(months).seconds)
        }
        return moved.adding(seconds: seconds)
    }
}
