/// Where StoreKit's static entry points (`Product.products(for:)`, `Transaction.updates`, …) find
/// their world: the session `SKTestSession.bind` set around a test's code (inherited by the tasks
/// it makes with `Task { }`), else the process's one live session (`SessionRegistry`): a
/// `Task.detached` listener or a `static let shared` store reaches the session of the test that
/// is running, as it reaches the one StoreKit of the process with Apple's SKTestSession.
enum SessionBinding {
    @TaskLocal static var store: SimulatedStore?

    /// The store a call reaches, or the error naming the call. A binding to a session that has
    /// ended (a task a finished test made) falls back to the process's live session.
    static func current(_ api: String) throws(StoreKitSimulatorError) -> SimulatedStore {
        if let store, !store.isEnded { return store }
        switch SessionRegistry.shared.resolve() {
        case .store(let store): return store
        case .none: throw .noSession(api: api)
        case .ambiguous(let sessions):
            let error = StoreKitSimulatorError.ambiguousSession(api: api, sessions: sessions.count)
            TestIssue.fail(error.description, sessions: sessions)
            throw error
        }
    }

    /// For StoreKit calls that cannot throw (`AppStore.canMakePayments`, `Transaction.all`, …):
    /// nil when there is no session to reach, after recording the error as the running test's
    /// failure (the call then returns an empty value; the process goes on).
    static func required(_ api: String) -> SimulatedStore? {
        do {
            return try current(api)
        } catch {
            // With no session at all, a call from no test (a singleton's listener between two
            // tests) has no test to fail; one made in a test does.
            if case .noSession = error, TestIssue.inTest { TestIssue.fail(error.description) }
            return nil
        }
    }

    /// `current` for async calls: several sessions at once may be a parallel test's session
    /// between its creation and its `bind` (a moment), so the call waits a few hundred turns for
    /// the sessions to change before it fails.
    static func current(_ api: String, waiting: Bool) async throws(StoreKitSimulatorError) -> SimulatedStore {
        if let store, !store.isEnded { return store }
        for _ in 0..<Self.ambiguityTurns {
            let (resolution, _) = SessionRegistry.shared.resolveCounting()
            guard case .ambiguous = resolution else { break }
            await Task.yield()
        }
        return try current(api)
    }

    static let ambiguityTurns = 500

    /// The store a live `updates` sequence made now reads: the bound one, or nil to follow the
    /// process's live session. With several sessions and no binding the listener waits until one
    /// is left (a parallel test's session is unbound only between its creation and its `bind`);
    /// meanwhile `settle()` of a session nobody bound waits for it, and names the fix if it cannot.
    static func liveSource(_ api: String) -> SimulatedStore? {
        if let store, !store.isEnded { return store }
        return nil
    }
}
