/// What one expected-output line of a scenario asks for: an exact line, any lines, or a pattern.
///
/// Decided from the line as written: `...` alone matches any number of lines (zero included); a
/// line ending in ` (re)` is a regular expression for the whole output line; a leading `\` makes
/// the rest literal (ScenarioText's escape rule).
public enum ExpectedLine: Sendable, Hashable {
    case literal(String)
    case ellipsis
    case regex(String)

    public init(_ raw: String) {
        if raw == "..." {
            self = .ellipsis
        } else if raw.hasSuffix(" (re)") && !raw.hasPrefix("\\") {
            self = .regex(String(raw.dropLast(5)))
        } else {
            self = .literal(ScenarioText.unescapeOutputLine(raw))
        }
    }
}

/// Compiles each ` (re)` pattern once per file and matches whole lines.
///
/// A class because a run compares many lines against the same few patterns; one per file and
/// thread, since Swift's `Regex` is not `Sendable`.
final class LineMatcher {
    private var compiled: [String: Regex<AnyRegexOutput>] = [:]

    /// Whether `actual` satisfies a single-line expectation (`...` is handled by the aligner).
    func matches(_ expected: ExpectedLine, _ actual: String) -> Bool {
        switch expected {
        case .literal(let text): return text == actual
        case .ellipsis: return true
        case .regex(let pattern):
            guard let regex = regex(pattern) else { return false }
            return (try? regex.wholeMatch(in: actual)) != nil
        }
    }

    private func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
        if let regex = compiled[pattern] { return regex }
        guard let regex = try? Regex(pattern) else { return nil }
        compiled[pattern] = regex
        return regex
    }
}
