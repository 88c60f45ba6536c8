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
            if case .noSession = error { TestIssue.fail(error.description) }
            return nil
        }
    }

    /// The store a live `updates` sequence made now reads: the bound one, or nil to follow the
    /// process's live session. Several sessions and no binding: recorded as the test's failure
    /// (the sequence waits until one session is left).
    static func liveSource(_ api: String) -> SimulatedStore? {
        if let store, !store.isEnded { return store }
        if case .ambiguous(let sessions) = SessionRegistry.shared.resolve() {
            TestIssue.fail(StoreKitSimulatorError.ambiguousSession(api: api, sessions: sessions.count).description, sessions: sessions)
        }
        return nil
    }
}
