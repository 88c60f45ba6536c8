/// Lines up one block's expected lines with the output the command actually printed.
///
/// A small edit-distance alignment in which an expected line is kept when it still matches
/// (exact text, a whole-line ` (re)` or ` (glob)` pattern, `...` standing for any run of lines,
/// an any-order group matching as many lines in some order, an ` (absent)` line that no output
/// line matches). The same alignment gives the diff shown on a mismatch and the lines `--update`
/// writes, so matcher lines that still hold survive an update byte for byte and never show up as
/// changed. A diagnostic output line (`error: ...`) is matched only by an expected line that
/// spells it out: `...`, a glob or a ` (re)` pattern never absorbs it (`LineMatcher.absorbs`).
public struct BlockAlignment: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        /// An expected line that still matches, written as is.
        case keep(String)
        /// An expected line with no counterpart in the actual output (or an absent line that a
        /// line of the output matches).
        case remove(String)
        /// An actual line with no expected counterpart, escaped as a file would store it.
        case insert(String)
        /// An output line that the `...` before it stood for (escaped): not a difference and never
        /// written by an update, but shown next to one, so a failing block shows the real lines
        /// around the line that broke it.
        case absorbed(String)
        /// The output line (escaped) that the removed ` (absent)` line before it found.
        case found(String)
    }

    public var steps: [Step]
    /// True when the expected lines match the output with nothing removed or inserted.
    public var matches: Bool { steps.allSatisfy(\.isUnchanged) }

    /// The expected lines an update writes: kept lines verbatim, new lines escaped.
    public var updatedLines: [String] {
        steps.compactMap {
            switch $0 {
            case .keep(let raw), .insert(let raw): return raw
            case .remove, .absorbed, .found: return nil
            }
        }
    }

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Aligns expected lines (as written in the file) with actual output lines.
    public static func align(expected: [String], actual: [String]) -> BlockAlignment {
        align(expected: expected, actual: actual, matcher: LineMatcher())
    }

    /// A run of expected lines that the aligner treats as one: a line, `...`, an absent line, or
    /// an any-order group (`lines` are indices into the expected lines).
    enum Unit {
        case single(Int)
        case ellipsis(Int)
        /// `found`: the first output line the absent line matches (nil: it holds).
        case absent(Int, found: String?)
        case group(Range<Int>)
    }

    /// `substitute` maps a line as written to the line matched (a matrix case's `${NAME}`
    /// values); kept lines are written back as written, so a template survives an update.
    static func align(expected: [String], actual: [String], matcher: LineMatcher,
                      substitute: ((String) -> String)? = nil) -> BlockAlignment {
        // Fast path: the block is exactly the output (no matcher line can equal an output line
        // that would need one: the writer escapes those).
        if substitute == nil, expected == actual, !actual.contains(where: ScenarioText.needsEscape) {
            return BlockAlignment(steps: expected.map(Step.keep))
        }
        let kinds = expected.map { ExpectedLine(substitute?($0) ?? $0) }
        // Fast path: plain lines that are all equal.
        if kinds.count == actual.count, zip(kinds, actual).allSatisfy({ if case .literal(let t) = $0.0 { t == $0.1 } else { false } }) {
            return BlockAlignment(steps: expected.map(Step.keep))
        }
        var units: [Unit] = []
        var index = 0
        while index < kinds.count {
            switch kinds[index] {
            case .ellipsis: units.append(.ellipsis(index)); index += 1
            case .absent(let inner):
                units.append(.absent(index, found: actual.first { matcher.matches(inner, $0) })); index += 1
            case .anyOrder:
                var end = index
                while end < kinds.count, case .anyOrder = kinds[end] { end += 1 }
                units.append(.group(index..<end)); index = end
            default: units.append(.single(index)); index += 1
            }
        }
        func groupFits(_ lines: Range<Int>, at j: Int) -> Bool {
            guard j + lines.count <= actual.count else { return false }
            return Self.permutationMatches(lines.map { kinds[$0] }, Array(actual[j..<(j + lines.count)]), matcher)
        }
        let n = units.count, m = actual.count
        let diagnostic = actual.map(ScenarioText.isDiagnostic)
        if (n + 1) * (m + 1) > tableLimit {
            return alignLarge(expected: expected, kinds: kinds, units: units, actual: actual, matcher: matcher)
        }
        let width = m + 1
        // cost[u * width + j]: cheapest alignment of units[u...] with actual[j...]. A removal costs 3
        // and an insertion 2, so among equally short edits the one keeping more expected lines wins
        // (a `...` absorbing a line must not push out a pattern that still matches it).
        var cost = [Int](repeating: 0, count: (n + 1) * width)
        var fits = [Bool](repeating: false, count: (n + 1) * width)
        for u in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                let here = u * width + j
                if u == n { cost[here] = 2 * (m - j); continue }
                switch units[u] {
                case .ellipsis:
                    cost[here] = j < m && !diagnostic[j] ? min(cost[here + 1], cost[here + width]) : cost[here + width]
                case .absent(_, let found):
                    cost[here] = cost[here + width] + (found == nil ? 0 : 3)
                case .single(let line):
                    var best = 3 + cost[here + width]
                    if j < m {
                        best = min(best, 2 + cost[here + 1])
                        if matcher.absorbs(kinds[line], actual[j]) {
                            fits[here] = true
                            best = min(best, cost[here + width + 1])
                        }
                    }
                    cost[here] = best
                case .group(let lines):
                    var best = 3 * lines.count + cost[here + width]
                    if j < m { best = min(best, 2 + cost[here + 1]) }
                    if groupFits(lines, at: j) {
                        fits[here] = true
                        best = min(best, cost[here + width + lines.count])
                    }
                    cost[here] = best
                }
            }
        }
        var steps: [Step] = []
        var u = 0, j = 0
        func insert() { steps.append(.insert(ScenarioText.escapeOutputLine(actual[j]))); j += 1 }
        while u < n || j < m {
            let here = u * width + j
            if u == n { insert(); continue }
            switch units[u] {
            case .ellipsis(let line):
                steps.append(.keep(expected[line]))
                while j < m && !diagnostic[j] && cost[u * width + j + 1] == cost[u * width + j] {
                    steps.append(.absorbed(ScenarioText.escapeOutputLine(actual[j]))); j += 1
                }
                u += 1
            case .absent(let line, let found):
                steps += Self.absentSteps(expected[line], found: found)
                u += 1
            case .single(let line):
                if j < m && fits[here] && cost[here + width + 1] == cost[here] {
                    steps.append(.keep(expected[line])); u += 1; j += 1
                } else if 3 + cost[here + width] == cost[here] {
                    steps.append(.remove(expected[line])); u += 1
                } else {
                    insert()
                }
            case .group(let lines):
                if fits[here] && cost[here + width + lines.count] == cost[here] {
                    steps += lines.map { .keep(expected[$0]) }; u += 1; j += lines.count
                } else if 3 * lines.count + cost[here + width] == cost[here] {
                    steps += lines.map { .remove(expected[$0]) }; u += 1
                } else {
                    insert()
                }
            }
        }
        return BlockAlignment(steps: steps)
    }

    /// The most cells the exact alignment's table may have (about 40 MB); a larger block (both
    /// sides past two thousand lines) is aligned by `alignLarge` in memory linear in its size.
    static let tableLimit = 1 << 22

    /// Aligns a block too large for the table with Myers' difference (`MyersDiff`): each single
    /// line and each member of an any-order group is matched on its own, in order; `...` absorbs
    /// the output lines that would be inserted next to it, and an absent line is kept or removed
    /// where it stands. A block that matches line for line still matches; an any-order group
    /// whose lines came in another order, or a `...` that must absorb lines far from where the
    /// difference puts it, shows as a difference at this size.
    static func alignLarge(expected: [String], kinds: [ExpectedLine], units: [Unit], actual: [String],
                           matcher: LineMatcher) -> BlockAlignment {
        enum Item { case line(Int, ExpectedLine), ellipsis(Int), absent(Int, found: String?) }
        var items: [Item] = []
        for unit in units {
            switch unit {
            case .single(let line): items.append(.line(line, kinds[line]))
            case .ellipsis(let line): items.append(.ellipsis(line))
            case .absent(let line, let found): items.append(.absent(line, found: found))
            case .group(let lines):
                for line in lines { if case .anyOrder(let inner) = kinds[line] { items.append(.line(line, inner)) } }
            }
        }
        // Literal lines compare as numbers: each distinct output line gets one, and a literal
        // that no output line equals gets -1 and is never compared again.
        var numbers: [String: Int] = [:]
        let actualCodes = actual.map { line in
            if let code = numbers[line] { return code }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let itemCodes: [Int?] = items.map {
            guard case .line(_, let kind) = $0 else { return -1 }
            if case .literal(let text) = kind { return numbers[text] ?? -1 }
            return nil
        }
        let pairs: [(Int, Int)]
        if itemCodes.allSatisfy({ $0 == -1 }) {
            pairs = []
        } else {
            pairs = MyersDiff.commonPairs(items.count, actual.count) { i, j in
                if let code = itemCodes[i] { return code >= 0 && code == actualCodes[j] }
                guard case .line(_, let kind) = items[i] else { return false }
                return matcher.absorbs(kind, actual[j])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        func gap(to endItem: Int, _ endLine: Int) {
            var absorbed = false
            while i < endItem {
                switch items[i] {
                case .line(let line, _): steps.append(.remove(expected[line]))
                case .ellipsis(let line): steps.append(.keep(expected[line])); absorbed = true
                case .absent(let line, let found): steps += Self.absentSteps(expected[line], found: found)
                }
                i += 1
            }
            // `...` absorbs the gap's lines except diagnostics, which must be written out.
            steps += actual[j..<endLine].map {
                let raw = ScenarioText.escapeOutputLine($0)
                return absorbed && !ScenarioText.isDiagnostic($0) ? .absorbed(raw) : .insert(raw)
            }
            j = endLine
        }
        for (item, line) in pairs {
            gap(to: item, line)
            if case .line(let index, _) = items[item] { steps.append(.keep(expected[index])) }
            i += 1; j += 1
        }
        gap(to: items.count, actual.count)
        return BlockAlignment(steps: steps)
    }

    /// An ` (absent)` line's steps, in both aligners: kept when no output line matches it, else
    /// removed with the line that `found` it.
    static func absentSteps(_ expected: String, found: String?) -> [Step] {
        guard let found else { return [.keep(expected)] }
        return [.remove(expected), .found(ScenarioText.escapeOutputLine(found))]
    }

    /// Whether each expected line can be paired with a distinct actual line it matches (a
    /// perfect bipartite matching, found with augmenting paths; groups are small).
    static func permutationMatches(_ expected: [ExpectedLine], _ actual: [String], _ matcher: LineMatcher) -> Bool {
        let count = expected.count
        var edges = [[Bool]](repeating: [Bool](repeating: false, count: count), count: count)
        for e in 0..<count { for a in 0..<count { edges[e][a] = matcher.absorbs(expected[e], actual[a]) } }
        var owner = [Int?](repeating: nil, count: count)
        func augment(_ e: Int, _ seen: inout [Bool]) -> Bool {
            for a in 0..<count where edges[e][a] && !seen[a] {
                seen[a] = true
                if owner[a] == nil || augment(owner[a]!, &seen) { owner[a] = e; return true }
            }
            return false
        }
        for e in 0..<count {
            var seen = [Bool](repeating: false, count: count)
            if !augment(e, &seen) { return false }
        }
        return true
    }
}

extension BlockAlignment.Step {
    /// Not a difference: a kept expected line, or an output line shown beside one.
    public var isUnchanged: Bool {
        switch self {
        case .keep, .absorbed, .found: return true
        case .remove, .insert: return false
        }
    }
}
