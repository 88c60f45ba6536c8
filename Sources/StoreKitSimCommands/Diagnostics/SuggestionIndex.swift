/// Candidates for "did you mean", with what `Suggester` needs of each computed once: the mask
/// of its characters and, when prepared, its folded scalars and character counts.
///
/// The lists a typo is most often matched against (the command words, the 175 storefront codes
/// and names) are prepared once per process, so a refused word costs a small, bounded multiple of
/// a good command (issue 26 asks for at most half again; the README's speed section has where it
/// stands); a list seen once is not prepared, and its masks are computed as it is read.
public struct SuggestionIndex: Sendable {
    public let words: [String]
    let masks: [UInt64]?
    /// Each word folded (`Suggester.folded`), when prepared.
    let folded: [[UInt32]]?
    /// How often each character occurs in each word (`Suggester.counts`), when prepared: one
    /// table, 64 counts per word, read in place by the scan in `positions`.
    let countTable: [UInt8]?

    /// Whether each word is all ASCII, when prepared: the search asks it of every long candidate.
    let ascii: [Bool]?
    /// Each word's UTF-8 length, when prepared.
    let lengths: [Int]?

    public init(_ words: some Sequence<String>, prepared: Bool = true) {
        self.words = Array(words)
        masks = prepared ? self.words.map(Suggester.mask) : nil
        ascii = prepared ? self.words.map { $0.utf8.allSatisfy { $0 < 0x80 } } : nil
        lengths = prepared ? self.words.map(\.utf8.count) : nil
        let folded = prepared ? self.words.map(Suggester.folded) : nil
        self.folded = folded
        countTable = folded.map { Array($0.map(Suggester.counts).joined()) }
    }

    /// The positions of the words `Suggester` must look at for a typed word (folded: its scalar
    /// count, ASCII or not, mask of characters) within `limit` edits, in order; nil when not
    /// prepared. The same two cheap tests the search starts with (UTF-8 length, then the
    /// characters either word lacks), run over the prepared arrays in one tight pass, so that of
    /// 175 storefront codes only the few that share the typed characters are looked at closely.
    func positions(typedCount: Int, typedMask: UInt64, typedIsASCII: Bool, typedCounts: [UInt8], limit: Int) -> [Int]? {
        guard let lengths, let masks, let ascii, let countTable, typedCounts.count == 64 else { return nil }
        var positions: [Int] = []
        positions.reserveCapacity(lengths.count) // one allocation, not one per doubling
        lengths.withUnsafeBufferPointer { lengths in
            masks.withUnsafeBufferPointer { masks in
                ascii.withUnsafeBufferPointer { ascii in
                    countTable.withUnsafeBufferPointer { table in
                        typedCounts.withUnsafeBufferPointer { typedCounts in
                            let typed = typedCounts.baseAddress!
                            for position in 0..<lengths.count {
                                let length = lengths[position]
                                if length < typedCount - limit { continue }
                                if typedIsASCII, length > typedCount + limit, ascii[position] {
                                    positions.append(position) // only a prefix match can reach it; the search checks
                                    continue
                                }
                                let mask = masks[position]
                                if Suggester.hasMoreBits(than: limit, typedMask & ~mask)
                                    || Suggester.hasMoreBits(than: limit, mask & ~typedMask) { continue }
                                // The bag distance: characters one word has more of than the other.
                                let counts = table.baseAddress! + 64 * position
                                if Suggester.excess(typed, over: counts, in: typedMask) > limit
                                    || Suggester.excess(counts, over: typed, in: mask) > limit { continue }
                                positions.append(position)
                            }
                        }
                    }
                }
            }
        }
        return positions
    }

    func isASCII(at position: Int) -> Bool {
        ascii?[position] ?? words[position].utf8.allSatisfy { $0 < 0x80 }
    }

    func mask(at position: Int) -> UInt64 {
        masks?[position] ?? Suggester.mask(words[position])
    }
}
