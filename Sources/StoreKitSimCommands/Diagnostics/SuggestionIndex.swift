/// Candidates for "did you mean", with what `Suggester` needs of each computed once: the mask
/// of its characters and, when prepared, its folded scalars and character counts, and bit sets
/// that rule out most words for a typed word without looking at them one by one.
///
/// The lists a typo is most often matched against (the command words, the 175 storefront codes
/// and names) are prepared once per process, so a refused word costs a small, bounded multiple of
/// a good command (issue 26 asks for at most half again; the README's speed section has where it
/// stands); a list seen once is not prepared, and its masks are computed as it is read.
///
/// A class: the search hands it down through several closures, and a struct of nine arrays was
/// copied (nine retains and releases) at each.
public final class SuggestionIndex: Sendable {
    public let words: [String]
    /// What a prepared index keeps of its words; nil for a list seen once (its masks are then
    /// computed as it is read, and every word is visited).
    let prepared: Prepared?
    /// How many 64-bit words one bit set over `words` takes.
    let setWords: Int
    /// How many times a character is counted at most by the bit sets: a character typed more often
    /// is counted this many times on both sides, which only lowers the bound (never rules out a
    /// word within reach).
    static let countCap = 3

    /// Everything a prepared index computes once, all together: a class, so the search's one read
    /// of it per typo is one retain.
    final class Prepared: Sendable {
        let masks: [UInt64]
        /// Each word folded (`Suggester.folded`).
        let folded: [[UInt32]]
        /// How often each character occurs in each word (`Suggester.counts`): one table, 64 counts
        /// per word, read in place by the scan in `withPositions`.
        let countTable: [UInt8]
        /// Each word's UTF-8 length.
        let lengths: [Int]
        /// For each count `k` from 1 to `countCap` and each character bucket of the masks (0-63), the
        /// words holding that character at least `k` times, as a bit set of `setWords` 64-bit words
        /// (bit `p`: word `p`): entry `((k - 1) * 64 + bucket) * setWords + block`. Adding up, word
        /// by word, the sets of the typed word's characters gives how many of them each word shares
        /// (its counts capped at `countCap`), 64 words at a time: both sides of the bag distance
        /// without visiting a word (`visited`).
        let countSets: [UInt64]
        /// Each word's character count with every character's count capped at `countCap`, in bit
        /// planes (plane `j` at `j * setWords`: bit `j` of each word's count).
        let cappedLengthPlanes: [UInt64]
        /// For each UTF-8 length up to the longest, the words of that length or shorter (entry
        /// `length * setWords + block`; the last is every word), and the words that are all ASCII
        /// (the search asks it of every long candidate), as bit sets of the same shape.
        let upToLengthSets: [UInt64]
        let asciiSet: [UInt64]
        /// When every word is at most eight ASCII characters (the storefront codes): each word's
        /// folded spelling and its spellings with one character left out, packed a byte a character,
        /// to the words that have it, as bit sets of `setWords` words. Two words one edit apart
        /// (a character changed, added, dropped, or two swapped) share one of these spellings, so
        /// for a search within one edit the typed word's own few spellings name every word in reach
        /// (`oneEditCandidates`) in a handful of lookups.
        let oneEditVariants: [UInt64: [UInt64]]?
        /// The longest word's UTF-8 length (0 for no words).
        let longest: Int

        init(_ words: [String], setWords: Int) {
            masks = words.map(Suggester.mask)
            lengths = words.map(\.utf8.count)
            folded = words.map(Suggester.folded)
            let countTable = Array(folded.map(Suggester.counts).joined())
            self.countTable = countTable
            var sets = [UInt64](repeating: 0, count: SuggestionIndex.countCap * 64 * setWords)
            var planes = [UInt64](repeating: 0, count: BitPlanes.count * setWords)
            for position in words.indices {
                let bit: UInt64 = 1 << UInt64(position % 64), block = position / 64
                var capped = 0
                for bucket in 0..<64 {
                    let count = min(Int(countTable[64 * position + bucket]), SuggestionIndex.countCap)
                    for k in 0..<count { sets[(k * 64 + bucket) * setWords + block] |= bit }
                    capped += count
                }
                for plane in 0..<BitPlanes.count where capped >> plane & 1 == 1 { planes[plane * setWords + block] |= bit }
            }
            countSets = sets
            cappedLengthPlanes = planes
            let longest = lengths.max() ?? 0
            var upTo = [UInt64](repeating: 0, count: (longest + 1) * setWords)
            var asciiWords = [UInt64](repeating: 0, count: setWords)
            for (position, length) in lengths.enumerated() {
                for atLeastAsLong in length...longest { upTo[atLeastAsLong * setWords + position / 64] |= 1 << UInt64(position % 64) }
                if words[position].utf8.allSatisfy({ $0 < 0x80 }) { asciiWords[position / 64] |= 1 << UInt64(position % 64) }
            }
            upToLengthSets = upTo
            asciiSet = asciiWords
            self.longest = longest
            oneEditVariants = Self.variants(of: folded, setWords: setWords)
        }

        /// `oneEditVariants` of the folded words, or nil when one is longer than eight characters or not ASCII.
        private static func variants(of folded: [[UInt32]], setWords: Int) -> [UInt64: [UInt64]]? {
            guard folded.allSatisfy({ $0.count <= 8 && $0.allSatisfy { $0 > 0 && $0 < 0x80 } }) else { return nil }
            var variants: [UInt64: [UInt64]] = [:]
            for (position, word) in folded.enumerated() {
                word.withUnsafeBufferPointer { word in
                    for skipped in -1..<word.count {
                        variants[packed(word, skipping: skipped), default: [UInt64](repeating: 0, count: setWords)][position / 64]
                            |= 1 << UInt64(position % 64)
                    }
                }
            }
            return variants
        }

        /// Up to eight ASCII characters a byte each, leaving out the one at `skipped` (none when -1).
        /// No character is 0, so spellings of different lengths never pack alike.
        static func packed(_ word: UnsafeBufferPointer<UInt32>, skipping skipped: Int) -> UInt64 {
            var key: UInt64 = 0
            for index in word.indices where index != skipped { key = key << 8 | UInt64(word[index]) }
            return key
        }

        /// The words within one edit of `typed` (and perhaps a few more), as a bit set in `result`;
        /// false when these spellings cannot stand in for `visited`: no variants, a typed word that is
        /// not ASCII, shorter than two or longer than eight characters (or some word is long enough
        /// to be reached only as a prefix of it).
        func oneEditCandidates(of typed: UnsafeBufferPointer<UInt32>, into result: UnsafeMutableBufferPointer<UInt64>) -> Bool {
            guard let oneEditVariants, typed.count >= 2, typed.count <= 8, typed.count + 1 >= longest,
                  typed.allSatisfy({ $0 > 0 && $0 < 0x80 }) else { return false }
            result.update(repeating: 0)
            for skipped in -1..<typed.count {
                guard let words = oneEditVariants[Self.packed(typed, skipping: skipped)] else { continue }
                for block in result.indices { result[block] |= words[block] }
            }
            return true
        }
    }

    public init(_ words: some Sequence<String>, prepared: Bool = true) {
        self.words = Array(words)
        setWords = (self.words.count + 63) / 64
        self.prepared = prepared ? Prepared(self.words, setWords: setWords) : nil
    }

    /// The words worth a look for a typed ASCII word, as a bit set. Each word's shared count is
    /// the sum, over the typed word's characters, of the smaller of the two counts (each capped at
    /// `countCap`); the typed word's characters the word lacks are its capped length less that,
    /// and the word's own characters the typed word lacks are the word's capped length less that:
    /// the two sides of the bag distance, each of which must be at most `limit`. Of the lengths
    /// within `limit` of the typed word, and of the longer words that are not ASCII, those are
    /// kept; of the longer ASCII words (only a prefix match can reach one), those that share every
    /// typed character. Shorter words are out of reach.
    @inline(__always)
    func visited(typedCount: Int, typedCounts: UnsafePointer<UInt8>, typedMask: UInt64, limit: Int,
                 into result: UnsafeMutableBufferPointer<UInt64>) {
        guard let prepared else { return result.update(repeating: .max) }
        let cappedLengthPlanes = prepared.cappedLengthPlanes, upToLengthSets = prepared.upToLengthSets, asciiSet = prepared.asciiSet
        let longest = prepared.longest
        var typedCapped = 0
        var rest = typedMask
        while rest != 0 {
            typedCapped += min(Int(typedCounts[rest.trailingZeroBitCount]), Self.countCap)
            rest &= rest - 1
        }
        // The words no longer than `length`, in a block: none below 0, all beyond the longest.
        func upTo(_ length: Int, _ block: Int) -> UInt64 {
            length < 0 ? 0 : upToLengthSets[min(length, longest) * setWords + block]
        }
        prepared.countSets.withUnsafeBufferPointer { countSets in
            for block in 0..<setWords {
                let all = upTo(longest, block), withinReach = upTo(typedCount + limit, block)
                let near = withinReach & ~upTo(typedCount - limit - 1, block), longer = all & ~withinReach
                var shared = BitPlanes()
                var rest = typedMask
                while rest != 0 {
                    let bucket = rest.trailingZeroBitCount
                    rest &= rest - 1
                    for k in 0..<min(Int(typedCounts[bucket]), Self.countCap) { shared.add(countSets[(k * 64 + bucket) * setWords + block]) }
                }
                let ownLength = BitPlanes(cappedLengthPlanes, block: block, stride: setWords)
                // shared >= typedCapped - limit, and shared + limit >= the word's own capped length.
                let close = shared.atLeast(typedCapped - limit) & shared.adding(limit).atLeast(ownLength)
                let everyTyped = shared.atLeast(typedCapped)
                result[block] = (near & close) | (longer & asciiSet[block] & everyTyped) | (longer & ~asciiSet[block] & close)
            }
        }
    }

    /// The positions of the words `Suggester` must look at for a typed word (folded: its scalar
    /// count, ASCII or not, mask and counts of characters) within `limit` edits, in order; nil when
    /// not prepared. An ASCII typed word visits only the words its bit sets leave (`visited`); each
    /// visited word then takes the cheap tests the search starts with (UTF-8 length, the bag
    /// distance with counts uncapped), so of the 175 storefront codes or the command words only
    /// the few that share the typed characters are looked at closely.
    ///
    /// The positions go to `body` on the stack (a list made for every typo cost an allocation), as
    /// 32-bit numbers: a temporary allocation over 1,024 bytes asks the runtime whether the stack
    /// has room, and on Linux the answer was no, so the 175 storefronts' positions as `Int`
    /// (1,400 bytes) were a malloc and a free on every refused code.
    func withPositions<Result>(typed: UnsafeBufferPointer<UInt32>, typedMask: UInt64, typedIsASCII: Bool, typedCounts: UnsafePointer<UInt8>,
                               limit: Int, _ body: (UnsafeBufferPointer<Int32>?) -> Result) -> Result {
        guard let prepared else { return body(nil) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, words.count)) { found in
            let count = fill(found, prepared: prepared, typed: typed,
                             typedMask: typedMask, typedIsASCII: typedIsASCII, typedCounts: typedCounts, limit: limit)
            return body(UnsafeBufferPointer(rebasing: found[..<count]))
        }
    }

    /// `withPositions`'s positions written to `found`; how many returned.
    private func fill(_ found: UnsafeMutableBufferPointer<Int32>, prepared: Prepared,
                      typed: UnsafeBufferPointer<UInt32>, typedMask: UInt64, typedIsASCII: Bool, typedCounts: UnsafePointer<UInt8>,
                      limit: Int) -> Int {
        let typedCount = typed.count
        var count = 0
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, setWords)) { worthALook in
            // For a typed word that is not ASCII every word is visited: a word's UTF-8 length does not
            // then tell a prefix candidate, and the sets assume it does.
            let held: UnsafeMutableBufferPointer<UInt64>? = typedIsASCII ? worthALook : nil
            // Within one edit, the typed word's spellings with a character left out find the words
            // in reach in a few lookups (a refused storefront code); otherwise the bit sets decide.
            if let held, limit != 1 || !prepared.oneEditCandidates(of: typed, into: held) {
                visited(typedCount: typedCount, typedCounts: typedCounts, typedMask: typedMask, limit: limit, into: held)
            }
            prepared.lengths.withUnsafeBufferPointer { lengths in
                prepared.masks.withUnsafeBufferPointer { masks in
                    prepared.asciiSet.withUnsafeBufferPointer { asciiSet in
                        prepared.countTable.withUnsafeBufferPointer { table in
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
                                    found[count] = Int32(position) // only a prefix match can reach it; the search checks
                                    count += 1
                                    continue
                                }
                                // The bag distance: characters one word has more of than the other (each
                                // character either word lacks counts one at least, so no mask test first).
                                // A word longer (in UTF-8) than the typed one by more than the limit may
                                // still be a prefix match of a word that is not ASCII ("åla" of "ÅLAND"):
                                // then only the typed word's own characters must all be in it.
                                let counts = table.baseAddress! + 64 * position
                                if Suggester.excess(typedCounts, over: counts, in: typedMask) > limit
                                    || (length <= typedCount + limit && Suggester.excess(counts, over: typedCounts, in: masks[position]) > limit) {
                                    continue
                                }
                                found[count] = Int32(position)
                                count += 1
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    func isASCII(at position: Int) -> Bool {
        prepared.map { $0.asciiSet[position / 64] >> UInt64(position % 64) & 1 == 1 } ?? words[position].utf8.allSatisfy { $0 < 0x80 }
    }

    func mask(at position: Int) -> UInt64 {
        prepared?.masks[position] ?? Suggester.mask(words[position])
    }
}
