/// Finds the closest known word for a typo ("did you mean …"), by edit distance.
///
/// The error path must cost about what the success path does (issue 26: a refused word at most
/// half again a good command), so `suggestions` never lowercases or allocates per candidate, rules
/// out by bit sets the candidates whose length or characters alone put them out of reach
/// (`SuggestionIndex`), and measures each one left in a few operations per character
/// (`BitParallelDistance`): bounded work per candidate whatever the input.
public enum Suggester {
    /// Levenshtein distance with adjacent transpositions counted as one edit (the "optimal string
    /// alignment" distance), by the whole table: the plain definition, which the search's
    /// `BitParallelDistance` is tested against.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = folded(a), b = folded(b)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
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
        return withFolded(word) { typed in
            let typedIsASCII = typed.allSatisfy { $0 < 0x80 }
            let limit = typed.count <= 3 ? 1 : min(3, typed.count / 3 + 1)
            // The typed word's characters as a mask and counted (`counts`), on the stack: made once per typo.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { counts in
                counts.initialize(repeating: 0)
                let typedMask = count(typed, into: counts)
                return index.withPositions(typed: typed, typedMask: typedMask, typedIsASCII: typedIsASCII,
                                           typedCounts: UnsafePointer(counts.baseAddress!), limit: limit) { positions in
                    // The typed word prepared once for the distance to each candidate still in reach.
                    BitParallelDistance.prepare(typed) { pattern in
                        closest(to: typed, typedIsASCII: typedIsASCII, typedMask: typedMask, limit: limit, pattern: pattern,
                                among: index, at: positions)
                    }
                }
            }
        }
    }

    /// `word` folded (`folded`) for `body`: an ASCII word (nearly every typed one) on the stack.
    static func withFolded<Result>(_ word: String, _ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            guard any < 0x80 else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, bytes.count)) { scalars in
                for index in bytes.indices { scalars[index] = UInt32(bytes[index] >= 65 && bytes[index] <= 90 ? bytes[index] + 32 : bytes[index]) }
                return body(UnsafeBufferPointer(rebasing: scalars[..<bytes.count]))
            }
        }
        if let done = ascii ?? nil { return done }
        return word.unicodeScalars.map(fold).withUnsafeBufferPointer(body)
    }

    /// The search itself: each candidate at `positions` (every one when nil, an index not
    /// prepared), closest first, ties in order.
    private static func closest(to typed: UnsafeBufferPointer<UInt32>, typedIsASCII: Bool, typedMask: UInt64, limit: Int,
                                pattern: BitParallelDistance, among index: SuggestionIndex, at positions: UnsafeBufferPointer<Int32>?) -> [String] {
        var best: [String] = []
        var bestDistance = Int.max
        // The closest so far; ties kept in order, each once.
        func offer(_ candidate: String, at d: Int) {
            if d < bestDistance {
                best = [candidate]
                bestDistance = d
            } else if d == bestDistance, !best.contains(candidate) {
                best.append(candidate)
            }
        }
        // Read once: each read of an optional array property retained and released it per candidate.
        let preparedFolded = index.prepared?.folded
        for step in 0..<(positions?.count ?? index.words.count) {
            let position = positions.map { Int($0[step]) } ?? step
            let candidate = index.words[position]
            // UTF-8 length bounds the scalar count from above: a candidate that short is out of reach,
            // and an ASCII one much longer can only be a prefix match, checked on its bytes without copying.
            let length = candidate.utf8.count
            if length < typed.count - limit { continue }
            if typedIsASCII, length > typed.count + limit, index.isASCII(at: position) {
                guard typed.count >= 2, candidate.utf8.prefix(typed.count).elementsEqual(typed,
                    by: { UInt32($0 >= 65 && $0 <= 90 ? $0 + 32 : $0) == $1 }) else { continue }
                offer(candidate, at: limit)
                continue
            }
            // Each distinct character of the typed word that the candidate lacks costs at least
            // one edit, so more of them than the limit rule the candidate out before any table
            // is filled (characters as bits of a 64-bit mask; a shared bit only lowers the
            // count, so the bound holds). A prefix candidate holds every typed character. The
            // same holds the other way: a candidate here is at most `limit` longer than the
            // typed word, so even as a prefix it adds no more than `limit` characters.
            // A prepared index's positions passed this test already, and the character counts
            // too (the bag distance, `SuggestionIndex.withPositions`).
            if positions == nil {
                let candidateMask = index.mask(at: position)
                // The other way only for a word no longer in UTF-8 than the limit allows: a longer one
                // that is not ASCII may still be a prefix match ("åla" of "ÅLAND").
                if hasMoreBits(than: limit, typedMask & ~candidateMask)
                    || (length <= typed.count + limit && hasMoreBits(than: limit, candidateMask & ~typedMask)) { continue }
            }
            // "stor" for "storefront": a prefix is worth suggesting, counted as the limit at most.
            func reach(_ scalars: UnsafeBufferPointer<UInt32>) -> Int? {
                let d = pattern.distance(to: scalars)
                return typed.count >= 2 && scalars.starts(with: typed) ? min(d, limit) : d <= limit ? d : nil
            }
            guard let d = preparedFolded.map({ $0[position].withUnsafeBufferPointer(reach) }) ?? withFolded(candidate, reach) else { continue }
            offer(candidate, at: d)
        }
        return best
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
        if found.count == 1 { return LineText("did you mean '\(found[0])'?").string }
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

    /// How many times each character (as `value % 64`) occurs in folded scalars, at most 255.
    static func counts(_ scalars: [UInt32]) -> [UInt8] {
        var counts = [UInt8](repeating: 0, count: 64)
        counts.withUnsafeMutableBufferPointer { _ = count(scalars, into: $0) }
        return counts
    }

    /// `counts` into 64 zeroed counts of the caller's; the characters' mask (`mask`) returned.
    static func count(_ scalars: some Sequence<UInt32>, into counts: UnsafeMutableBufferPointer<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for scalar in scalars {
            mask |= 1 << (scalar & 63)
            counts[Int(scalar & 63)] &+= counts[Int(scalar & 63)] == 255 ? 0 : 1
        }
        return mask
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

    /// ASCII letters folded to lowercase; other scalars as they are.
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        (65...90).contains(scalar.value) ? scalar.value + 32 : scalar.value
    }

    /// `text`'s scalars folded: an ASCII text (nearly every typed word) straight from its bytes.
    static func folded(_ text: String) -> [UInt32] {
        withFolded(text) { Array($0) }
    }
}
