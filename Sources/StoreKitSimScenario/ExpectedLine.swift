/// What one expected-output line of a scenario asks for: an exact line, any lines, a pattern, a
/// line that must not appear, or one member of a group of lines that may come in any order.
///
/// Decided from the line as written: `...` alone matches any number of lines (zero included); a
/// line ending in ` (re)` is a regular expression for the whole output line and one ending in
/// ` (glob)` a glob as cram reads it (`*`, `?`, `\` escaping); ` (absent)` after a line (or a
/// pattern) says no output line of the block may match it; ` (any order)` puts the line in the
/// group of consecutive such lines, which match as many output lines in any order. A leading `\`
/// makes the rest literal (ScenarioText's escape rule).
public indirect enum ExpectedLine: Sendable, Hashable {
    case literal(String)
    case ellipsis
    case regex(String)
    case glob(String)
    /// No line of the block's output may match the inner line; it consumes no output line.
    case absent(ExpectedLine)
    /// A member of an any-order group.
    case anyOrder(ExpectedLine)

    /// The suffixes that make a line a matcher, in the order they are read from the end.
    static let suffixes = [" (re)", " (glob)", " (absent)", " (any order)"]

    /// Most expected lines are literal: no leading '\\' and no ')' at the end rules out every
    /// matcher (and "..."), without a Character comparison or the enum's box.
    static func isPlainLiteral(_ raw: String) -> Bool {
        guard let first = raw.utf8.first, let last = raw.utf8.last else { return false }
        return first != UInt8(ascii: "\\") && first != UInt8(ascii: ".") && last != UInt8(ascii: ")")
    }

    public init(_ raw: String) {
        if Self.isPlainLiteral(raw) {
            self = .literal(raw)
        } else if raw == "..." {
            self = .ellipsis
        } else if raw.hasPrefix("\\") {
            self = .literal(ScenarioText.unescapeOutputLine(raw))
        } else if raw.hasSuffix(" (absent)") {
            self = .absent(ExpectedLine(String(raw.dropLast(9))))
        } else if raw.hasSuffix(" (any order)") {
            self = .anyOrder(ExpectedLine(String(raw.dropLast(12))))
        } else if raw.hasSuffix(" (re)") {
            self = .regex(String(raw.dropLast(5)))
        } else if raw.hasSuffix(" (glob)") {
            self = .glob(String(raw.dropLast(7)))
        } else {
            self = .literal(raw)
        }
    }

    /// The ` (re)` pattern of the line, also inside ` (absent)` or ` (any order)`.
    var pattern: String? {
        switch self {
        case .regex(let pattern): return pattern
        case .absent(let inner), .anyOrder(let inner): return inner.pattern
        case .literal, .ellipsis, .glob: return nil
        }
    }

    /// A line that matches one output line by itself (literal, regex or glob).
    var isSingleLine: Bool {
        switch self {
        case .literal, .regex, .glob: return true
        case .ellipsis, .absent, .anyOrder: return false
        }
    }
}
