import Dispatch
import StoreKitSimSystem

/// Matches whole output lines against expected lines, no regular-expression match allowed to run
/// past `budgetMilliseconds`.
///
/// Swift's `Regex` backtracks, so a pattern such as `(a|a)*b` can take exponential time on a
/// line of a few dozen characters, and a match cannot be interrupted from inside the process.
/// The parser refuses the usual culprit, nested repetition (`RegexCost`); every ` (re)` match runs
/// in a matcher process (`RegexHelpers`, `RegexMatcherService`) while this thread waits at most the
/// budget. A match that runs out kills that process, which returns its memory and thread at once,
/// and makes `tooCostly` name the pattern: the file is then reported as malformed (exit 2) and the
/// pattern is not tried again. Without a matcher process (none configured, or it could not start)
/// the match runs on a worker thread here, abandoned past the budget until the process exits. A
/// class because a run compares many lines against the same few patterns; one per file and thread.
final class LineMatcher {
    /// How long one match may take; an ordinary one takes microseconds.
    static let budgetMilliseconds = 2000

    /// The first pattern whose match ran past the budget, if any.
    private(set) var tooCostly: String?
    /// The matcher process this matcher holds, checked out on the first ` (re)` match.
    private var helper: HelperProcess?
    /// True once a matcher process could not be had: the worker thread matches from then on.
    private var helperUnavailable = false
    /// The process id of the matcher process killed for running past the budget (for tests).
    private(set) var stoppedHelperID: Int32?
    private lazy var worker = RegexWorker()

    deinit {
        if let helper { RegexHelpers.checkIn(helper) }
    }

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
            switch wholeMatch(pattern, actual) {
            case .some(let matched): return matched
            case .none:
                tooCostly = pattern
                return false
            }
        case .glob(let pattern): return GlobPattern(pattern).matches(actual)
        case .absent(let inner), .anyOrder(let inner): return matches(inner, actual)
        }
    }

    /// Whether `pattern` matches all of `subject`; nil when the match ran past the budget. An
    /// invalid pattern matches nothing (the parser reports it before anything runs), and so does
    /// a line whose match ended the matcher process.
    private func wholeMatch(_ pattern: String, _ subject: String) -> Bool? {
        if helper == nil && !helperUnavailable {
            helper = RegexHelpers.isConfigured ? RegexHelpers.checkOut() : nil
            helperUnavailable = helper == nil
        }
        guard let helper else {
            return worker.wholeMatch(pattern, subject, within: .milliseconds(Self.budgetMilliseconds))
        }
        let deadline = System.monotonicSeconds() + Double(Self.budgetMilliseconds) / 1000
        let answer: HelperProcess.Received = helper.send(RegexMatcherService.request(pattern, subject))
            ? helper.receive(1, deadline: deadline) : .closed
        switch answer {
        case .bytes(let bytes):
            return bytes == [RegexMatcherService.matched]
        case .timedOut:
            stoppedHelperID = helper.id
            helper.kill()
            self.helper = nil
            return nil
        case .closed:
            helper.kill()
            self.helper = nil
            return false
        }
    }
}

/// Runs whole-line regex matches one at a time on a serial queue, so the caller can stop
/// waiting for one (when no matcher process can be had).
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
