import Testing
@testable import StoreKitSim

/// The word index answers what a dictionary of the same words would, for every word and for
/// words it does not hold, in both of its modes.
@Suite struct WordIndexTests {
    @Test func everyWordIsFoundAtItsFirstPositionAndNothingElseIs() {
        var state: UInt64 = 0xA0761D6478BD642F
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("abcXYZ-é0")
        for size in [0, 1, 2, 3, 7, 64, 500] {
            let words = (0..<size).map { _ in String((0..<(1 + next(4))).map { _ in letters[next(letters.count)] }) }
            let index = WordIndex(words)
            var first: [String: Int] = [:]
            for (position, word) in words.enumerated() where first[word] == nil { first[word] = position }
            for word in words { #expect(index.position(of: word) == first[word], "\(word)") }
            for _ in 0..<300 {
                let probe = String((0..<next(6)).map { _ in letters[next(letters.count)] })
                #expect(index.position(of: probe) == first[probe], "\(probe)")
            }
        }
    }

    @Test func foldingMatchesASCIILettersInEitherCaseOnly() {
        let index = WordIndex(["JPN", "jp", "143462", "Côte", "a-b"], foldingASCIICase: true)
        #expect(index.position(of: "jpn") == 0)
        #expect(index.position(of: "jPn") == 0)
        #expect(index.position(of: "JP") == 1)
        #expect(index.position(of: "143462") == 2)
        #expect(index.position(of: "CÔTE") == nil, "only ASCII letters fold")
        #expect(index.position(of: "cÔte") == nil)
        #expect(index.position(of: "côte") == 3)
        #expect(index.position(of: "A-B") == 4)
        #expect(index.position(of: "a_b") == nil)
        #expect(index.position(of: "") == nil)
        #expect(WordIndex(["a"]).position(of: "A") == nil, "no folding unless asked")
    }

    /// Storefronts by code and name as before the index: any case, Unicode's own case for other
    /// characters ("ß" uppercases to "SS"), names with accents.
    @Test func storefrontsResolveInAnyCase() {
        for storefront in Storefront.all {
            #expect(Storefront.resolve(storefront.countryCode.lowercased()) == storefront)
            #expect(Storefront.resolve(storefront.alpha2.lowercased()) == storefront)
            #expect(Storefront.named(storefront.name.uppercased()) == storefront, "\(storefront.name)")
            #expect(Storefront.named(storefront.name.lowercased()) == storefront)
        }
        #expect(Storefront.resolve("ß") == Storefront.resolve("SS"))
        #expect(Storefront.named("japan") == Storefront.resolve("JPN"))
        #expect(Storefront.named("Japn") == nil)
    }
}
