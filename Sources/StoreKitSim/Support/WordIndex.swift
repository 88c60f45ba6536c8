/// Words to their positions in a list, by a small open-addressing table over their bytes.
///
/// Every command looks up its first word, and every storefront argument its code: a
/// `Dictionary<String, _>` hashes a key with SipHash behind the process's random seed, several
/// hundred instructions for a word of ten letters, where this hashes its bytes with FNV-1a (a
/// multiply a byte) and compares the one or two words in its probe sequence byte by byte.
/// Built once for a fixed list; lookups only.
public struct WordIndex: Sendable {
    /// The words' bytes end to end (folded to uppercase when `foldsASCIICase`), and where each ends.
    private let bytes: [UInt8]
    private let ends: [Int]
    /// Slot to word position + 1 (0: empty); a power of two, at most half full.
    private let slots: [Int32]
    private let foldsASCIICase: Bool

    /// `words` in order; a word listed twice keeps its first position. With `foldingASCIICase`,
    /// ASCII letters match in either case (other characters as they are).
    public init(_ words: [String], foldingASCIICase: Bool = false) {
        foldsASCIICase = foldingASCIICase
        var bytes: [UInt8] = [], ends: [Int] = []
        for word in words {
            bytes += word.utf8.map { foldingASCIICase ? Self.upper($0) : $0 }
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
        var size = 4
        while size < 2 * words.count { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for position in words.indices {
            let start = position == 0 ? 0 : ends[position - 1]
            let word = Array(bytes[start..<ends[position]])
            var slot = Int(truncatingIfNeeded: word.withUnsafeBufferPointer { Self.hash($0, folding: false) }) & (size - 1)
            var duplicate = false
            while slots[slot] != 0 {
                let other = Int(slots[slot]) - 1
                let otherStart = other == 0 ? 0 : ends[other - 1]
                if bytes[otherStart..<ends[other]].elementsEqual(word) { duplicate = true; break }
                slot = (slot + 1) & (size - 1)
            }
            if !duplicate { slots[slot] = Int32(position + 1) }
        }
        self.slots = slots
    }

    /// The position of `word` in the list, or nil.
    public func position(of word: String) -> Int? {
        if let found = word.utf8.withContiguousStorageIfAvailable({ position(ofBytes: $0) }) { return found }
        return Array(word.utf8).withUnsafeBufferPointer { position(ofBytes: $0) }
    }

    private func position(ofBytes word: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        // Each call with a constant, so the inlined loop has no test per byte.
        var slot = Int(truncatingIfNeeded: foldsASCIICase ? Self.hash(word, folding: true) : Self.hash(word, folding: false)) & mask
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { bytes in
                while slots[slot] != 0 {
                    let position = Int(slots[slot]) - 1
                    let start = position == 0 ? 0 : ends[position - 1], end = ends[position]
                    if end - start == word.count, matches(bytes.baseAddress! + start, word) { return position }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private func matches(_ stored: UnsafePointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in word.indices where stored[index] != (foldsASCIICase ? Self.upper(word[index]) : word[index]) { return false }
        return true
    }

    @inline(__always)
    private static func upper(_ byte: UInt8) -> UInt8 { byte >= 97 && byte <= 122 ? byte - 32 : byte }

    /// FNV-1a, 64 bits, over the bytes, ASCII letters as uppercase when `folding`.
    @inline(__always)
    private static func hash(_ word: UnsafeBufferPointer<UInt8>, folding: Bool) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in word { hash = (hash ^ UInt64(folding ? upper(byte) : byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
