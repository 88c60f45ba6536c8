/// Lines up one block's expected lines with the output the command actually printed.
///
/// A small edit-distance alignment in which an expected line is kept when it still matches
/// (exact text, a whole-line ` (re)` pattern, or `...` standing for any run of lines). The same
/// alignment gives the diff shown on a mismatch and the lines `--update` writes, so matcher lines
/// that still match survive an update and never show up as changed.
public struct BlockAlignment: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        /// An expected line that still matches, written as is.
        case keep(String)
        /// An expected line with no counterpart in the actual output.
        case remove(String)
        /// An actual line with no expected counterpart, escaped as a file would store it.
        case insert(String)
    }

    public var steps: [Step]
    /// True when the expected lines match the output with nothing removed or inserted.
    public var matches: Bool { !steps.contains { if case .keep = $0 { false } else { true } } }

    /// The expected lines an update writes: kept lines verbatim, new lines escaped.
    public var updatedLines: [String] {
        steps.compactMap {
            switch $0 {
            case .keep(let raw), .insert(let raw): return raw
            case .remove: return nil
            }
        }
    }

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Aligns expected lines (as written in the file) with actual output lines.
    public static func align(expected: [String], actual: [String]) -> BlockAlignment {
        let matcher = LineMatcher()
        return align(expected: expected, actual: actual, matcher: matcher)
    }

    static func align(expected: [String], actual: [String], matcher: LineMatcher) -> BlockAlignment {
        let kinds = expected.map(ExpectedLine.init)
        // Fast path: plain lines that are all equal.
        if kinds.count == actual.count, zip(kinds, actual).allSatisfy({ if case .literal(let t) = $0.0 { t == $0.1 } else { false } }) {
            return BlockAlignment(steps: expected.map(Step.keep))
        }
        let n = kinds.count, m = actual.count
        let width = m + 1
        // cost[i * width + j]: cheapest alignment of expected[i...] with actual[j...]. A removal costs 3
        // and an insertion 2, so among equally short edits the one keeping more expected lines wins
        // (a `...` absorbing a line must not push out a pattern that still matches it).
        var cost = [Int](repeating: 0, count: (n + 1) * width)
        var fits = [Bool](repeating: false, count: (n + 1) * width)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                let here = i * width + j
                if i == n { cost[here] = 2 * (m - j); continue }
                if kinds[i] == .ellipsis {
                    cost[here] = j < m ? min(cost[here + 1], cost[here + width]) : cost[here + width]
                    continue
                }
                var best = 3 + cost[here + width]
                if j < m {
                    best = min(best, 2 + cost[here + 1])
                    if matcher.matches(kinds[i], actual[j]) {
                        fits[here] = true
                        best = min(best, cost[here + width + 1])
                    }
                }
                cost[here] = best
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            let here = i * width + j
            if i == n {
                steps.append(.insert(ScenarioText.escapeOutputLine(actual[j]))); j += 1
            } else if kinds[i] == .ellipsis {
                if j < m && cost[here + 1] == cost[here] { j += 1 } else { steps.append(.keep(expected[i])); i += 1 }
            } else if j < m && fits[here] && cost[here + width + 1] == cost[here] {
                steps.append(.keep(expected[i])); i += 1; j += 1
            } else if 3 + cost[here + width] == cost[here] {
                steps.append(.remove(expected[i])); i += 1
            } else {
                steps.append(.insert(ScenarioText.escapeOutputLine(actual[j]))); j += 1
            }
        }
        return BlockAlignment(steps: steps)
    }
}
