import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The index's bit sets rule out words without visiting them: they must keep exactly the words
/// the bag distance (with counts capped) keeps, no more (else a typo costs what it used to) and
/// no fewer (else a suggestion is lost).
@Suite struct SuggestionIndexTests {
    /// Counts kept in bit planes read as the counts themselves: after random additions, for
    /// every item, `atLeast` a constant and another count, and `adding` a constant.
    @Test func bitPlanesCountSixtyFourItemsAtOnce() {
        var state: UInt64 = 0x243F6A8885A308D3
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
        for round in 0..<200 {
            var planes = BitPlanes(), other = BitPlanes()
            var counts = [Int](repeating: 0, count: 64), others = [Int](repeating: 0, count: 64)
            for _ in 0..<(round % 60) {
                let set = next(), otherSet = next() & next()
                planes.add(set)
                other.add(otherSet)
                for item in 0..<64 {
                    counts[item] += Int(set >> UInt64(item) & 1)
                    others[item] += Int(otherSet >> UInt64(item) & 1)
                }
            }
            let constant = Int(next() % 70) - 3, added = Int(next() % 4)
            let atLeast = planes.atLeast(constant), atLeastOther = planes.atLeast(other), sum = planes.adding(added).atLeast(other)
            for item in 0..<64 {
                #expect((atLeast >> UInt64(item) & 1 == 1) == (counts[item] >= constant), "item \(item) count \(counts[item]) >= \(constant)")
                #expect((atLeastOther >> UInt64(item) & 1 == 1) == (counts[item] >= others[item]))
                #expect((sum >> UInt64(item) & 1 == 1) == (counts[item] + added >= others[item]))
            }
        }
    }

    /// For typos of command words, storefront codes and names, the words `visited` keeps are
    /// those a word-by-word bag test keeps: of the near lengths and the longer words that are not
    /// ASCII, both sides of the capped bag distance within the limit; of the longer ASCII words,
    /// every typed character held.
    @Test func theBitSetsKeepExactlyTheWordsTheBagDistanceKeeps() {
        let lists = [CommandTable.shared.topLevelWords, Storefront.all.map(\.countryCode), Storefront.all.map(\.name)
            + ["Côte d’Ivoire", "ÅLAND", "aaaaab", "aaaa"]]
        var typos = TypoMaker(seed: 0x13198A2E03707344, letters: "abcdefghijklmnopqrstuvwxyzJPNUSA 0123456789-aaa")
        var kept = 0, considered = 0
        for words in lists {
            let index = SuggestionIndex(words)
            let capped = index.prepared!.folded.map(Self.cappedCounts)
            for _ in 0..<300 {
                let typo = typos.typo(ofOneOf: words)
                let typed = Suggester.folded(typo)
                guard typed.allSatisfy({ $0 < 0x80 }) else { continue }
                let limit = typed.count <= 3 ? 1 : min(3, typed.count / 3 + 1)
                let typedCapped = Self.cappedCounts(typed)
                var counts = Suggester.counts(typed)
                let mask = typed.reduce(UInt64(0)) { $0 | 1 << ($1 & 63) }
                let found = counts.withUnsafeMutableBufferPointer { counts in
                    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: index.setWords) { sets in
                        index.visited(typedCount: typed.count, typedCounts: UnsafePointer(counts.baseAddress!), typedMask: mask,
                                      limit: limit, into: sets)
                        return words.indices.filter { sets[$0 / 64] >> UInt64($0 % 64) & 1 == 1 }
                    }
                }
                let expected = words.indices.filter { position in
                    let length = words[position].utf8.count
                    if length < typed.count - limit { return false }
                    let missing = Self.excess(typedCapped, over: capped[position]), extra = Self.excess(capped[position], over: typedCapped)
                    if length > typed.count + limit, words[position].utf8.allSatisfy({ $0 < 0x80 }) { return missing == 0 }
                    return missing <= limit && extra <= limit
                }
                #expect(found == expected, Comment(rawValue: typo))
                kept += expected.count
                considered += words.count
            }
        }
        // The sets leave few words to visit: a typo of one list visits a small part of it.
        #expect(kept * 10 < considered, "\(kept) of \(considered)")
    }

    /// Within one edit, a list of short ASCII words is searched through the typed word's
    /// spellings with a character left out: the suggestions must be those of visiting every word
    /// (an index not prepared), for typos of the storefront codes and of words of one to eight
    /// characters, and the lookup must be what is used (the variants exist for such lists only).
    @Test func oneEditSpellingsSuggestWhatVisitingEveryWordSuggests() {
        let short = ["a", "ab", "abc", "abcd", "ba", "jpn", "jp", "usa", "abcdefgh", "zz", "aab", "aba"]
        var typos = TypoMaker(seed: 0xA4093822299F31D0, letters: "abcdefghijklmnopqrstuvwxyzJPNUSA0123456789-")
        var checked = 0
        for words in [Storefront.all.map(\.countryCode), short] {
            let index = SuggestionIndex(words)
            #expect(index.prepared?.oneEditVariants != nil)
            for round in 0..<2000 {
                // Typos, words of the list as they are and in lower case, and words of nine characters.
                let word = round % 10 == 0 ? words[round / 10 % words.count].lowercased()
                    : round % 10 == 1 ? String(repeating: "a", count: 9) : typos.typo(ofOneOf: words)
                #expect(Suggester.suggestions(for: word, in: index) == Suggester.suggestions(for: word, among: words),
                        Comment(rawValue: word))
                checked += 1
            }
        }
        #expect(checked == 4000)
        #expect(SuggestionIndex(CommandTable.shared.topLevelWords).prepared?.oneEditVariants == nil, "command words are longer than eight")
        #expect(SuggestionIndex(["jpn", "Åland"]).prepared?.oneEditVariants == nil, "a word that is not ASCII")
    }

    static func cappedCounts(_ scalars: [UInt32]) -> [Int] {
        var counts = [Int](repeating: 0, count: 64)
        for scalar in scalars { counts[Int(scalar & 63)] += 1 }
        return counts.map { min($0, SuggestionIndex.countCap) }
    }

    static func excess(_ a: [Int], over b: [Int]) -> Int {
        zip(a, b).reduce(0) { $0 + max(0, $1.0 - $1.1) }
    }
}
