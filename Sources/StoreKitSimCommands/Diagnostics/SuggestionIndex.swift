/// Candidates for "did you mean", with what `Suggester` needs of each computed once: the mask
/// of its characters and, when prepared, its folded scalars and character counts.
///
/// The lists a typo is most often matched against (the command words, the 175 storefront codes
/// and names) are prepared once per process, so an unknown command or storefront costs at most
/// about half again what a good one does (issue 26's bound); a list seen once is not prepared,
/// and its masks are computed as it is read.
public struct SuggestionIndex: Sendable {
    public let words: [String]
    let masks: [UInt64]?
    /// Each word folded (`Suggester.folded`), when prepared.
    let folded: [[UInt32]]?
    /// How often each character occurs in each word (`Suggester.counts`), when prepared.
    let counts: [[UInt8]]?

    public init(_ words: some Sequence<String>, prepared: Bool = true) {
        self.words = Array(words)
        masks = prepared ? self.words.map(Suggester.mask) : nil
        let folded = prepared ? self.words.map(Suggester.folded) : nil
        self.folded = folded
        counts = folded?.map(Suggester.counts)
    }

    func mask(at position: Int) -> UInt64 {
        masks?[position] ?? Suggester.mask(words[position])
    }
}
