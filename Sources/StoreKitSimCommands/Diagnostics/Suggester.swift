/// Finds the closest known word for a typo ("did you mean …"), by edit distance.
///
/// The error path must cost about what the success path does (100,000 piped mistakes must not
/// take ten times as long as 100,000 good commands), so `suggestions` never lowercases or
/// allocates per candidate, skips candidates whose length alone rules them out, and stops a
/// distance as soon as it exceeds the limit: bounded work per candidate whatever the input.
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
        // A long word is no typo of a command or code; skip the work (a 1 MB line must stay fast).
        guard word.unicodeScalars.count <= 64 else { return [] }
        let typed = folded(word)
        let typedIsASCII = typed.allSatisfy { $0 < 0x80 }
        let limit = typed.count <= 3 ? 1 : min(3, typed.count / 3 + 1)
        var best: [String] = []
        var bestDistance = Int.max
        var candidateScalars: [UInt32] = []
        candidateScalars.reserveCapacity(128)
        // Three rows of the distance table; a candidate longer than typed + limit is skipped before it is used.
        let width = typed.count + limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            for candidate in candidates {
                // UTF-8 length bounds the scalar count from above: a candidate that short is out of reach,
                // and an ASCII one much longer can only be a prefix match, checked on its bytes without copying.
                let length = candidate.utf8.count
                if length < typed.count - limit { continue }
                if typedIsASCII, length > typed.count + limit, candidate.utf8.allSatisfy({ $0 < 0x80 }) {
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
                candidateScalars.removeAll(keepingCapacity: true)
                var ascii = true
                for byte in candidate.utf8 {
                    if byte >= 0x80 { ascii = false; break }
                    candidateScalars.append(UInt32(byte >= 65 && byte <= 90 ? byte + 32 : byte))
                }
                if !ascii {
                    candidateScalars.removeAll(keepingCapacity: true)
                    for scalar in candidate.unicodeScalars { candidateScalars.append(fold(scalar)) }
                }
                let isPrefix = typed.count >= 2 && candidateScalars.starts(with: typed)
                var d: Int
                if let exact = bounded(typed, candidateScalars, limit: limit, rows: rows) {
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

    /// "did you mean 'x'?" or "did you mean 'x' or 'y'?", or nil.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        let found = suggestions(for: word, among: candidates).prefix(3).map { "'\($0)'" }
        guard !found.isEmpty else { return nil }
        if found.count == 1 { return "did you mean \(found[0])?" }
        return "did you mean \(found.dropLast().joined(separator: ", ")) or \(found.last!)?"
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
                for i in 1...a.count {
                    current[0] = i
                    var rowMinimum = i
                    for j in 1...b.count {
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
