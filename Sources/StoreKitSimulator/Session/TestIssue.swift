import Synchronization
import Testing

/// The one place the library speaks to Swift Testing: what StoreKit cannot throw (a call that
/// cannot tell its session, an accelerated time rate, a `settle()` that cannot finish) becomes
/// the running test's issue, and the process goes on.
///
/// Swift Testing knows the running test through task-local values, which a `Task.detached` (a
/// listener started as Apple's sample starts it) does not inherit: an issue found there is kept
/// and recorded by the next call of one of the sessions it concerns made in a test (`init`, `run`,
/// `settle`, `advance`, `bind`, its end), so it fails that test rather than no test.
enum TestIssue {
    private struct Pending {
        var message: String
        var warning: Bool
        /// The sessions whose test it may belong to (empty: any).
        var sessions: Set<ObjectIdentifier>
    }

    private static let pending = Mutex<[Pending]>([])

    /// Whether the caller runs in a test's task.
    static var inTest: Bool { Test.current != nil }

    /// A failure of the running test; found outside any test, of the test of one of `sessions`.
    static func fail(_ message: String, sessions: Set<ObjectIdentifier> = []) { report(message, warning: false, sessions: sessions) }

    /// A warning on the running test (it does not fail).
    static func warn(_ message: String) { report(message, warning: true, sessions: []) }

    private static func report(_ message: String, warning: Bool, sessions: Set<ObjectIdentifier>) {
        guard Test.current != nil else {
            pending.withLock { $0.append(Pending(message: message, warning: warning, sessions: sessions)) }
            return
        }
        record(message, warning: warning)
    }

    /// Records, in the running test, the issues found outside any test that concern `store`.
    static func flush(for store: SimulatedStore) {
        guard Test.current != nil else { return }
        let id = ObjectIdentifier(store)
        let issues = pending.withLock { pending in
            let mine = pending.filter { $0.sessions.isEmpty || $0.sessions.contains(id) }
            pending.removeAll { $0.sessions.isEmpty || $0.sessions.contains(id) }
            return mine
        }
        for issue in issues { record(issue.message, warning: issue.warning) }
    }

    private static func record(_ message: String, warning: Bool) {
        Issue.record(Comment(rawValue: message), severity: warning ? .warning : .error)
    }
}
