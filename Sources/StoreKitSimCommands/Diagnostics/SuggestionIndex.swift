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

    /// Each word's UTF-8 length, when prepared.
    let lengths: [Int]?
    /// For each character bucket of the masks (0-63), the words that hold it, as a bit set of
    /// `setWords` 64-bit words (bit `p` of the set: word `p`), when prepared. A word within `limit`
    /// edits holds all but `limit` of the typed word's characters, so counting, word by word, how
    /// many of the typed characters it holds sorts out most words without visiting them.
    let letterSets: [UInt64]?
    let setWords: Int
    /// For each UTF-8 length up to the longest, the words of that length, and the words that are
    /// all ASCII (the search asks it of every long candidate), as bit sets of the same shape, when
    /// prepared.
    let lengthSets: [UInt64]?
    let asciiSet: [UInt64]?

    public init(_ words: some Sequence<String>, prepared: Bool = true) {
        self.words = Array(words)
        masks = prepared ? self.words.map(Suggester.mask) : nil
        lengths = prepared ? self.words.map(\.utf8.count) : nil
        let folded = prepared ? self.words.map(Suggester.folded) : nil
        self.folded = folded
        countTable = folded.map { Array($0.map(Suggester.counts).joined()) }
        setWords = (self.words.count + 63) / 64
        if let masks {
            var sets = [UInt64](repeating: 0, count: 64 * setWords)
            for (position, mask) in masks.enumerated() {
                var rest = mask
                while rest != 0 {
                    sets[rest.trailingZeroBitCount * setWords + position / 64] |= 1 << UInt64(position % 64)
                    rest &= rest - 1
                }
            }
            letterSets = sets
        } else {
            letterSets = nil
        }
        if let lengths {
            var byLength = [UInt64](repeating: 0, count: ((lengths.max() ?? 0) + 1) * setWords)
            var asciiWords = [UInt64](repeating: 0, count: setWords)
            for (position, length) in lengths.enumerated() {
                byLength[length * setWords + position / 64] |= 1 << UInt64(position % 64)
                if self.words[position].utf8.allSatisfy({ $0 < 0x80 }) { asciiWords[position / 64] |= 1 << UInt64(position % 64) }
            }
            lengthSets = byLength
            asciiSet = asciiWords
        } else {
            lengthSets = nil
            asciiSet = nil
        }
    }

    /// The words worth a look for a typed word, as a bit set: of the lengths within `limit` of its
    /// own, those holding at least `needed` (all but `limit`) of its characters; of the longer
    /// ASCII words, those holding all of them (only a prefix match can reach one); of the longer
    /// other words, again `needed`. Shorter words are out of reach.
    private func visited(typedCount: Int, typedMask: UInt64, needed: Int, limit: Int, into result: UnsafeMutableBufferPointer<UInt64>) {
        guard let letterSets, let lengthSets, let asciiSet else { return result.update(repeating: .max) }
        let longest = lengthSets.count / max(1, setWords) - 1
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: setWords) { enough in
            letterSets.withUnsafeBufferPointer { holding(needed, of: typedMask, in: $0, into: enough) }
            for block in 0..<setWords {
                var near: UInt64 = 0, longer: UInt64 = 0, all = UInt64.max
                if typedCount - limit <= longest {
                    for length in max(0, typedCount - limit)...min(longest, typedCount + limit) {
                        near |= lengthSets[length * setWords + block]
                    }
                }
                if typedCount + limit < longest {
                    for length in (typedCount + limit + 1)...longest { longer |= lengthSets[length * setWords + block] }
                }
                var rest = typedMask
                while rest != 0 {
                    all &= letterSets[rest.trailingZeroBitCount * setWords + block]
                    rest &= rest - 1
                }
                result[block] = (near & enough[block]) | (longer & asciiSet[block] & all) | (longer & ~asciiSet[block] & enough[block])
            }
        }
    }

    /// The words holding at least `needed` of the characters of `typedMask`, as a bit set: for
    /// each 64 words, a counter kept in bit planes (plane `j`: bit `j` of each word's count) takes
    /// one character's set at a time, then the planes are compared with `needed` (at most 64).
    private func holding(_ needed: Int, of typedMask: UInt64, in sets: UnsafeBufferPointer<UInt64>,
                         into result: UnsafeMutableBufferPointer<UInt64>) {
        for block in 0..<setWords {
            var p0: UInt64 = 0, p1: UInt64 = 0, p2: UInt64 = 0, p3: UInt64 = 0, p4: UInt64 = 0, p5: UInt64 = 0, p6: UInt64 = 0
            var rest = typedMask
            while rest != 0 {
                var carry = sets[rest.trailingZeroBitCount * setWords + block]
                rest &= rest - 1
                (p0, carry) = (p0 ^ carry, p0 & carry)
                (p1, carry) = (p1 ^ carry, p1 & carry)
                (p2, carry) = (p2 ^ carry, p2 & carry)
                (p3, carry) = (p3 ^ carry, p3 & carry)
                (p4, carry) = (p4 ^ carry, p4 & carry)
                (p5, carry) = (p5 ^ carry, p5 & carry)
                p6 ^= carry
            }
            // count >= needed, bit-sliced: from the highest plane down, greater so far or equal so far.
            var greater: UInt64 = 0, equal = UInt64.max
            func compare(_ plane: UInt64, bit: Int) {
                if (needed >> bit) & 1 == 1 {
                    equal &= plane
                } else {
                    greater |= equal & plane
                    equal &= ~plane
                }
            }
            compare(p6, bit: 6); compare(p5, bit: 5); compare(p4, bit: 4); compare(p3, bit: 3)
            compare(p2, bit: 2); compare(p1, bit: 1); compare(p0, bit: 0)
            result[block] = greater | equal
        }
    }

    /// The positions of the words `Suggester` must look at for a typed word (folded: its scalar
    /// count, ASCII or not, mask and counts of characters) within `limit` edits, in order; nil when
    /// not prepared. An ASCII typed word visits only the words its bit sets leave (`visited`); each
    /// visited word then takes the cheap tests the search starts with (UTF-8 length, the characters
    /// either word lacks, the bag distance), so of the 175 storefront codes or the command words
    /// only the few that share the typed characters are looked at closely.
    func positions(typedCount: Int, typedMask: UInt64, typedIsASCII: Bool, typedCounts: [UInt8], limit: Int) -> [Int]? {
        guard let lengths, let masks, let asciiSet, let countTable, typedCounts.count == 64 else { return nil }
        var positions: [Int] = []
        positions.reserveCapacity(lengths.count) // one allocation, not one per doubling
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, setWords)) { worthALook in
            // For a typed word that is not ASCII every word is visited: a word's UTF-8 length does not
            // then tell a prefix candidate, and the sets assume it does.
            let needed = typedMask.nonzeroBitCount - limit
            let held: UnsafeMutableBufferPointer<UInt64>? = needed > 0 && typedIsASCII ? worthALook : nil
            if let held { visited(typedCount: typedCount, typedMask: typedMask, needed: needed, limit: limit, into: held) }
            lengths.withUnsafeBufferPointer { lengths in
                masks.withUnsafeBufferPointer { masks in
                    asciiSet.withUnsafeBufferPointer { asciiSet in
                        countTable.withUnsafeBufferPointer { table in
                            typedCounts.withUnsafeBufferPointer { typedCounts in
                                let typed = typedCounts.baseAddress!
                                var position = -1
                                while true {
                                    position += 1
                                    if let held {
                                        // On to the next word that holds enough of the typed characters.
                                        while position < lengths.count {
                                            let bits = held[position / 64] >> UInt64(position % 64)
                                            if bits != 0 { position += bits.trailingZeroBitCount; break }
                                            position = (position / 64 + 1) * 64
                                        }
                                    }
                                    if position >= lengths.count { break }
                                    let length = lengths[position]
                                    if length < typedCount - limit { continue }
                                    if typedIsASCII, length > typedCount + limit, asciiSet[position / 64] >> UInt64(position % 64) & 1 == 1 {
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
        }
        return positions
    }

    func isASCII(at position: Int) -> Bool {
        asciiSet.map { $0[position / 64] >> UInt64(position % 64) & 1 == 1 } ?? words[position].utf8.allSatisfy { $0 < 0x80 }
    }

    func mask(at position: Int) -> UInt64 {
        masks?[position] ?? Suggester.mask(words[position])
    }
}
