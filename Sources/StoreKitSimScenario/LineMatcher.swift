import Dispatch

/// Matches whole output lines against expected lines, each ` (re)` pattern compiled once per
/// file, and no regular-expression match allowed to run past `budget`.
///
/// Swift's `Regex` backtracks, so a pattern such as `(a|a)*b` can take exponential time on a
/// line of a few dozen characters, and it cannot be interrupted. The parser refuses the usual
/// culprit, nested repetition (`RegexCost`); anything else runs on a worker queue while this
/// thread waits at most `budget`. A match that runs out makes `tooCostly` name the pattern: the
/// file is then reported as malformed (exit 2) and the pattern is not tried again, while the
/// abandoned match ends with the process. A class because a run compares many lines against
/// the same few patterns; one per file and thread.
final class LineMatcher {
    /// How long one match may take; an ordinary one takes microseconds.
    static let budgetSeconds = 2
    static let budget: DispatchTimeInterval = .seconds(budgetSeconds)

    /// The first pattern whose match ran past the budget, if any.
    private(set) var tooCostly: String?
    private let worker = RegexWorker()

    /// Whether an expected line may stand for `actual` in the block's output: as `matches`,
    /// except that a diagnostic line (`ScenarioText.isDiagnostic`) is matched only by a line
    /// that spells it out, never by a glob or a ` (re)` pattern.
    func absorbs(_ expected: ExpectedLine, _ actual: String) -> Bool {
        if ScenarioText.isDiagnostic(actual) {
            switch expected {
            case .literal(let text): return text == actual
            case .anyOrder(let inner): return absorbs(inner, actual)
            case .ellipsis, .regex, .glob, .absent: return false
            }
        }
        return matches(expected, actual)
    }

    /// Whether `actual` satisfies a single-line expectation (`...`, absent lines and any-order
    /// groups are handled by the aligner).
    func matches(_ expected: ExpectedLine, _ actual: String) -> Bool {
        switch expected {
        case .literal(let text): return text == actual
        case .ellipsis: return true
        case .regex(let pattern):
            guard tooCostly == nil else { return false }
            switch worker.wholeMatch(pattern, actual, within: Self.budget) {
            case .some(let matched): return matched
            case .none:
                tooCostly = pattern
                return false
            }
        case .glob(let pattern): return GlobPattern(pattern).matches(actual)
        case .absent(let inner), .anyOrder(let inner): return matches(inner, actual)
        }
    }
}

/// Runs whole-line regex matches one at a time on a serial queue, so the caller can stop
/// waiting for one.
///
/// `@unchecked Sendable`: the compiled patterns are touched only on `queue`, and each answer is
/// written once before the semaphore that publishes it is signalled.
final class RegexWorker: @unchecked Sendable {
    private let queue = DispatchQueue(label: "storekit-sim.regex")
    private var compiled: [String: Regex<AnyRegexOutput>] = [:]

    private final class Answer: @unchecked Sendable {
        var matched = false
    }

    /// Whether `pattern` matches all of `subject`; nil when it did not finish within `budget`. An
    /// invalid pattern matches nothing (the parser reports it before anything runs).
    func wholeMatch(_ pattern: String, _ subject: String, within budget: DispatchTimeInterval) -> Bool? {
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        queue.async {
            answer.matched = self.match(pattern, subject)
            done.signal()
        }
        guard done.wait(timeout: .now() + budget) == .success else { return nil }
        return answer.matched
    }

    private func match(_ pattern: String, _ subject: String) -> Bool {
        let regex: Regex<AnyRegexOutput>
        if let cached = compiled[pattern] {
            regex = cached
        } else {
            guard let made = try? Regex(pattern) else { return false }
            compiled[pattern] = made
            regex = made
        }
        return (try? regex.wholeMatch(in: subject)) != nil
    }
}
