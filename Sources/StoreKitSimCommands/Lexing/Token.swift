/// One word of a command line after quoting and escapes are resolved.
public struct Token: Sendable, Hashable {
    /// The word's text, without quotes and with escapes applied.
    public var text: String
    /// Where the word stands in the line, quotes included.
    public var range: SourceRange
    /// True when any part was quoted: a quoted `--x` is an argument, not an option.
    public var quoted: Bool

    public init(text: String, range: SourceRange, quoted: Bool = false) {
        self.text = text
        self.range = range
        self.quoted = quoted
    }

    /// True for `--name` words that were not quoted.
    /// Reads bytes, not Characters: the binder asks of every word, and counting Characters walks
    /// grapheme boundaries. A third byte that is ASCII starts a third Character; only a non-ASCII
    /// one (a combining mark joins the second dash) needs the Character count.
    public var isOption: Bool {
        guard !quoted else { return false }
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "-"), bytes.next() == UInt8(ascii: "-"), let third = bytes.next() else { return false }
        return third < 0x80 || text.count > 2
    }
}
