/// The distance `Suggester` uses (Levenshtein with an adjacent transposition counted as one
/// edit, the "optimal string alignment" distance), computed a column of the table at a time in
/// the bits of one 64-bit word: Myers' bit-vector algorithm ("A fast bit-vector algorithm for
/// approximate string matching based on dynamic programming", J. ACM 46(3), 1999) with Hyyrö's
/// transposition term ("A bit-vector algorithm for computing Levenshtein and Damerau edit
/// distances", Nordic Journal of Computing 10(1), 2003).
///
/// A typo is compared with every candidate still in reach; filling the table's band cell by cell
/// cost about 30 instructions a cell, and this costs about 20 a character of the candidate.
/// The pattern (the typed word) holds at most 64 characters: `Suggester` never looks for longer.
struct BitParallelDistance {
    /// For each ASCII character, the positions of the pattern where it occurs, as bits: 128 words
    /// on the stack of `prepare`'s caller (made once per typo; a heap array of them cost more
    /// than the distances it serves).
    private let ascii: UnsafeMutablePointer<UInt64>
    /// The same for the pattern's other characters (a typed word seldom has any).
    private var others: [(UInt32, UInt64)] = []
    let count: Int

    /// Runs `body` with `pattern` (at most 64 folded characters) prepared.
    static func prepare<Result>(_ pattern: some Collection<UInt32>, _ body: (BitParallelDistance) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 128) { table in
            table.initialize(repeating: 0)
            return body(BitParallelDistance(pattern, table: table.baseAddress!))
        }
    }

    private init(_ pattern: some Collection<UInt32>, table: UnsafeMutablePointer<UInt64>) {
        precondition(pattern.count <= 64)
        count = pattern.count
        ascii = table
        for (index, character) in pattern.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if character < 128 {
                ascii[Int(character)] |= bit
            } else if let at = others.firstIndex(where: { $0.0 == character }) {
                others[at].1 |= bit
            } else {
                others.append((character, bit))
            }
        }
    }

    @inline(__always)
    private func positions(of character: UInt32) -> UInt64 {
        if character < 128 { return ascii[Int(character)] }
        for (other, bits) in others where other == character { return bits }
        return 0
    }

    /// The distance between the pattern and `text`.
    func distance(to text: UnsafeBufferPointer<UInt32>) -> Int {
        if count == 0 { return text.count }
        let last: UInt64 = 1 << UInt64(count - 1)
        // Vertical deltas of the current column (+1 in VP, -1 in VN): the first column is 0, 1, ..., m.
        var vp: UInt64 = .max, vn: UInt64 = 0
        var d0: UInt64 = 0, previousMatches: UInt64 = 0
        var score = count
        for character in text {
            let matches = positions(of: character)
            // A transposition: this character matches one row down where the last matched one row up.
            let transposed = ((~d0 & matches) << 1) & previousMatches
            d0 = (((matches & vp) &+ vp) ^ vp) | matches | vn | transposed
            var hp = vn | ~(d0 | vp)
            let hn = d0 & vp
            if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
            hp = (hp << 1) | 1 // the top row grows by one per character: a global distance, not a search
            vp = (hn << 1) | ~(d0 | hp)
            vn = hp & d0
            previousMatches = matches
        }
        return score
    }
}
