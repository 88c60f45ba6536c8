extension String {
    /// Whether `needle` occurs in this text, refusing at once a needle longer than the text.
    ///
    /// The standard library's `contains(_:)` on strings (from _StringProcessing) prepares the
    /// needle on every call, in time linear in the needle. `help WORD` searches some two hundred
    /// command texts and a storefront hint 175 names: a megabyte-long word from input would be
    /// prepared that many times (28 s for `help` in a debug build). The texts searched are short,
    /// so a needle that fits one costs little.
    func includes(_ needle: String) -> Bool {
        needle.utf8.count <= utf8.count && contains(needle)
    }
}
