/// Finds the closest known word for a typo ("did you mean …"), by edit distance.
///
/// The error path must cost about what the success path does (100,000 piped mistakes must not
/// take ten times as long as 100,000 good commands), so `suggestions` never lowercases or
/// allocates per candidate, skips candidates whose length or characters alone rule them out (a
/// mask of the characters each holds), and stops a distance as soon as it exceeds the limit:
/// bounded work per candidate whatever the input.
public enum Suggester {
    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = folded(a), b = folded(b)
        let limit = max(a.count, b.count)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (limit + 1)) { rows in
            bounded(a, b, limit: limit, rows: rows) ?? limit
        }
    }

    /// The best candidates within a distance that grows with the word's length; ties kept in order.
    public static func suggestions(for word: String, among candidates: some Sequence<String>) -> [String] {
        suggestions(for: word, in: SuggestionIndex(candidates, prepared: false))
    }

    /// The same, over candidates prepared once (`SuggestionIndex`): what the hot error paths use
    /// (unknown commands, storefronts), so a typo costs about what a good command does.
    public static func suggestions(for word: String, in index: SuggestionIndex) -> [String] {
        // A long word is no typo of a command or code; skip the work (a 1 MB line must stay fast).
        guard word.utf8.count <= 64 || word.unicodeScalars.count <= 64 else { return [] }
        // Folded on its bytes when ASCII (a typed word nearly always is), not scalar by scalar.
        var typed: [UInt32] = []
        typed.reserveCapacity(word.utf8.count)
        fold(word, into: &typed)
        let typedIsASCII = typed.allSatisfy { $0 < 0x80 }
        let limit = typed.count <= 3 ? 1 : min(3, typed.count / 3 + 1)
        let typedMask = typed.reduce(UInt64(0)) { $0 | 1 << ($1 & 63) }
        let typedCounts = index.countTable == nil ? [] : Self.counts(typed)
        var best: [String] = []
        var bestDistance = Int.max
        // Used only for candidates not prepared (an index made for one search).
        var candidateScalars: [UInt32] = []
        // Three rows of the distance table; a candidate longer than typed + limit is skipped before it is used.
        let width = typed.count + limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            let positions = index.positions(typedCount: typed.count, typedMask: typedMask, typedIsASCII: typedIsASCII,
                                            typedCounts: typedCounts, limit: limit)
            // Read once: each read of an optional array property retained and released it per candidate.
            let preparedFolded = index.folded
            for position in positions ?? Array(index.words.indices) {
                let candidate = index.words[position]
                // UTF-8 length bounds the scalar count from above: a candidate that short is out of reach,
                // and an ASCII one much longer can only be a prefix match, checked on its bytes without copying.
                let length = candidate.utf8.count
                if length < typed.count - limit { continue }
                if typedIsASCII, length > typed.count + limit, index.isASCII(at: position) {
                    guard typed.count >= 2, candidate.utf8.prefix(typed.count).elementsEqual(typed,
                        by: { UInt32($0 >= 65 && $0 <= 90 ? $0 + 32 : $0) == $1 }) else { continue }
                    if limit < bestDistance {
                        best = [candidate]
                        bestDistance = limit
                    } else if limit == bestDistance, !best.contains(candidate) {
                        best.append(candidate)
                    }
                    continue
                }
                // Each distinct character of the typed word that the candidate lacks costs at least
                // one edit, so more of them than the limit rule the candidate out before any table
                // is filled (characters as bits of a 64-bit mask; a shared bit only lowers the
                // count, so the bound holds). A prefix candidate holds every typed character. The
                // same holds the other way: a candidate here is at most `limit` longer than the
                // typed word, so even as a prefix it adds no more than `limit` characters.
                // A prepared index's `positions` applied this test already, and the character counts
                // too (the bag distance, `SuggestionIndex.positions`).
                if positions == nil {
                    let candidateMask = index.mask(at: position)
                    if hasMoreBits(than: limit, typedMask & ~candidateMask) || hasMoreBits(than: limit, candidateMask & ~typedMask) { continue }
                }
                let scalars: [UInt32]
                if let prepared = preparedFolded {
                    scalars = prepared[position]
                } else {
                    Self.fold(candidate, into: &candidateScalars)
                    scalars = candidateScalars
                }
                let isPrefix = typed.count >= 2 && scalars.starts(with: typed)
                var d: Int
                if let exact = bounded(typed, scalars, limit: limit, rows: rows) {
                    d = exact
                } else if isPrefix {
                    d = limit // "stor" for "storefront": a prefix is worth suggesting
                } else {
                    continue
                }
                if isPrefix { d = min(d, limit) }
                if d < bestDistance {
                    best = [candidate]
                    bestDistance = d
                } else if d == bestDistance, !best.contains(candidate) {
                    best.append(candidate)
                }
            }
            return best
        }
    }

    /// "did you mean 'x'?" or "did you mean 'x' or 'y'?", or nil, over prepared candidates.
    public static func didYouMean(_ word: String, in index: SuggestionIndex) -> String? {
        phrase(suggestions(for: word, in: index))
    }

    /// "did you mean 'x'?" or "did you mean 'x' or 'y'?", or nil.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        phrase(suggestions(for: word, among: candidates))
    }

    /// Made by appending to one string: every refused word with a suggestion asks for it.
    private static func phrase(_ suggestions: [String]) -> String? {
        let found = suggestions.prefix(3)
        guard !found.isEmpty else { return nil }
        var text = "did you mean "
        for (index, word) in found.enumerated() {
            if index > 0 { text += index == found.count - 1 ? " or " : ", " }
            text += "'"
            text += word
            text += "'"
        }
        text += "?"
        return text
    }

    /// Whether `bits` has more than `limit` bits set: the lowest `limit` cleared one by one, then
    /// anything left. The limit is at most 3, and the build targets x86-64 without a popcount
    /// instruction, where `nonzeroBitCount` takes a dozen operations for every word looked at.
    @inline(__always)
    static func hasMoreBits(than limit: Int, _ bits: UInt64) -> Bool {
        var rest = bits
        for _ in 0..<limit where rest != 0 { rest &= rest &- 1 }
        return rest != 0
    }

    /// The characters of `text`, folded, as bits (`value % 64`) of a mask.
    static func mask(_ text: String) -> UInt64 {
        var mask: UInt64 = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return text.unicodeScalars.reduce(UInt64(0)) { $0 | 1 << (fold($1) & 63) } }
            mask |= 1 << (UInt32(byte >= 65 && byte <= 90 ? byte + 32 : byte) & 63)
        }
        return mask
    }

    /// How many times each character (as `value % 64`) occurs in folded scalars.
    static func counts(_ scalars: [UInt32]) -> [UInt8] {
        var counts = [UInt8](repeating: 0, count: 64)
        for scalar in scalars { counts[Int(scalar & 63)] &+= counts[Int(scalar & 63)] == 255 ? 0 : 1 }
        return counts
    }

    /// The occurrences `a` has beyond `b` (64 counts each), over the characters of `mask`: each
    /// needs an edit, so their sum bounds the distance from below.
    static func excess(_ a: UnsafePointer<UInt8>, over b: UnsafePointer<UInt8>, in mask: UInt64) -> Int {
        var total = 0, rest = mask
        while rest != 0 {
            let bucket = rest.trailingZeroBitCount
            total += max(0, Int(a[bucket]) - Int(b[bucket]))
            rest &= rest - 1
        }
        return total
    }

    /// `text` folded into `scalars` (emptied first), without allocating for an ASCII word.
    static func fold(_ text: String, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        for byte in text.utf8 {
            if byte >= 0x80 {
                scalars.removeAll(keepingCapacity: true)
                for scalar in text.unicodeScalars { scalars.append(fold(scalar)) }
                return
            }
            scalars.append(UInt32(byte >= 65 && byte <= 90 ? byte + 32 : byte))
        }
    }

    /// ASCII letters folded to lowercase; other scalars as they are.
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        (65...90).contains(scalar.value) ? scalar.value + 32 : scalar.value
    }

    static func folded(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(fold)
    }

    /// The distance between `a` and `b` when it is at most `limit`, else nil, giving up as soon as
    /// a whole row exceeds the limit (the distance can only grow from there). `rows` holds three
    /// rows of at least `b.count + 1` cells whenever the lengths differ by no more than `limit`.
    static func bounded(_ a: [UInt32], _ b: [UInt32], limit: Int, rows: UnsafeMutableBufferPointer<Int>) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        precondition(rows.count >= 3 * width)
        var previous2 = rows.baseAddress!, previous = previous2 + width, current = previous + width
        for j in 0..<width { previous[j] = j; previous2[j] = 0 }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                // Only the cells within `limit` of the diagonal can stay within the limit (Ukkonen's
                // cut-off): each row computes that band, and the cell either side of it is set past
                // the limit for the rows that read it.
                let beyond = limit + 1
                for i in 1...a.count {
                    current[0] = i
                    var rowMinimum = i
                    let low = max(1, i - limit), high = min(b.count, i + limit)
                    if low > 1 { current[low - 1] = beyond }
                    if high < b.count { current[high + 1] = beyond }
                    for j in low...high {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, previous2[j - 2] + 1)
                        }
                        current[j] = value
                        rowMinimum = min(rowMinimum, value)
                    }
                    if rowMinimum > limit { return nil }
                    (previous2, previous, current) = (previous, current, previous2)
                }
                let result = previous[b.count]
                return result <= limit ? result : nil
            }
        }
    }
}
