/// Seeded typos of known words, the mistakes "did you mean" is for: one word of a list with one to
/// three edits (a character dropped, one inserted or replaced from `letters`, or two neighbours
/// swapped), the same sequence for the same seed.
struct TypoMaker {
    private var state: UInt64
    private let letters: [Character]

    init(seed: UInt64, letters: String) {
        state = seed
        self.letters = Array(letters)
    }

    /// A number below `bound` (a linear congruential step).
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func typo(ofOneOf words: [String]) -> String {
        var word = Array(words[next(words.count)])
        for _ in 0..<(1 + next(3)) where !word.isEmpty {
            let at = next(word.count)
            switch next(4) {
            case 0: word.remove(at: at)
            case 1: word.insert(letters[next(letters.count)], at: at)
            case 2: word[at] = letters[next(letters.count)]
            default: if at + 1 < word.count { word.swapAt(at, at + 1) }
            }
        }
        return String(word)
    }
}
