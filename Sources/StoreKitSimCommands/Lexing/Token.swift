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
    public var isOption: Bool { !quoted && text.hasPrefix("--") && text.count > 2 }
}
