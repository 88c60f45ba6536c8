/// The part of a line that changed, between an expected line and the printed line that took its
/// place: the two lines minus their longest common prefix and suffix, in characters.
///
/// Reports mark it (a second colour or `^` marks on the terminal, `<mark>` in HTML) so that a
/// one-character date change in a 150-character line is seen at once.
public struct ChangedSpan: Sendable, Hashable {
    /// Characters both lines start with.
    public var prefix: Int
    /// Characters both lines end with (not overlapping the prefix).
    public var suffix: Int

    /// Nil when the lines share nothing at either end (the whole line changed: nothing to mark).
    public init?(_ old: String, _ new: String) {
        let a = Array(old), b = Array(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix > 0, prefix + suffix < max(a.count, b.count) else { return nil }
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The line cut in three: before, the changed part, after.
    public func split(_ line: String) -> (before: String, changed: String, after: String) {
        let characters = Array(line)
        let end = max(prefix, characters.count - suffix)
        return (String(characters[..<prefix]), String(characters[prefix..<end]), String(characters[end...]))
    }

    /// Pairs the removed and inserted lines of a diff's body that face each other: in each run
    /// of `-` lines followed by a run of `+` lines, the i-th of each. Returns, per line index,
    /// the index of its partner.
    public static func partners(_ kinds: [Character?]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var index = 0
        while index < kinds.count {
            guard kinds[index] == "-" else { index += 1; continue }
            var removedEnd = index
            while removedEnd < kinds.count, kinds[removedEnd] == "-" { removedEnd += 1 }
            var insertedEnd = removedEnd
            while insertedEnd < kinds.count, kinds[insertedEnd] == "+" { insertedEnd += 1 }
            for offset in 0..<min(removedEnd - index, insertedEnd - removedEnd) {
                pairs[index + offset] = removedEnd + offset
                pairs[removedEnd + offset] = index + offset
            }
            index = max(insertedEnd, index + 1)
        }
        return pairs
    }
}
