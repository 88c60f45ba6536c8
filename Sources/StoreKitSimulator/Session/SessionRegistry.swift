import Synchronization

/// Every live session of the process, so that a StoreKit call made outside any `bind` (from a
/// `Task.detached`, or a `static let shared` store's listener) reaches the session the running
/// test uses, as Apple's StoreKit is one store for the process and SKTestSession configures it.
///
/// A call outside every binding goes to the one live session nobody bound (a test written as with
/// SKTestSession, no `bind`); with none such, to the one live session. Several at once and the
/// call cannot tell which test it belongs to: `SessionBinding` records that as the test's failure.
/// Sessions leave the registry when they end (`SKTestSession` goes away), so a suite run
/// `.serialized` has one at a time.
final class SessionRegistry: Sendable {
    static let shared = SessionRegistry()

    private struct State {
        /// Live stores, oldest first.
        var stores: [SimulatedStore] = []
        /// Readers waiting for a session they can follow, by number.
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
        /// Counts starts, ends and first bindings, so a waiter knows whether it missed one.
        var generation = 0
        /// Listeners made outside every binding that wait for one session to follow.
        var followersWaiting = 0

        mutating func takeWaiters() -> [CheckedContinuation<Void, Never>] {
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
    }

    private let state = Mutex(State())

    /// What a call outside every binding reaches.
    enum Resolution {
        case store(SimulatedStore)
        case none
        /// Several candidate sessions: the call cannot tell which is its test's.
        case ambiguous(Set<ObjectIdentifier>)
    }

    func register(_ store: SimulatedStore) {
        let waiters = state.withLock { state in
            state.stores.append(store)
            state.generation += 1
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    func unregister(_ store: SimulatedStore) {
        let waiters = state.withLock { state in
            state.stores.removeAll { $0 === store }
            state.generation += 1
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The session an unbound call reaches now.
    func resolve() -> Resolution { resolveCounting().resolution }

    /// `resolve()` and the generation it saw, for `waitForChange(since:)`.
    func resolveCounting() -> (resolution: Resolution, generation: Int) {
        state.withLock { state in
            (Self.resolve(state), state.generation)
        }
    }

    private static func resolve(_ state: State) -> Resolution {
        let unbound = state.stores.filter { !$0.everBound }
        let candidates = unbound.isEmpty ? state.stores : unbound
        switch candidates.count {
        case 0: return .none
        case 1: return .store(candidates[0])
        default: return .ambiguous(Set(candidates.map(ObjectIdentifier.init)))
        }
    }

    /// A session was bound for the first time: it leaves the sessions an unbound call prefers.
    func sessionBound() {
        let waiters = state.withLock { state in
            state.generation += 1
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether a listener made outside every binding waits to know which session to follow
    /// (`settle()` of a session nobody bound waits for it: it starts at the session's first update).
    var followerWaiting: Bool { state.withLock { $0.followersWaiting > 0 } }

    /// `waitForChange(since:)` counted as a follower waiting.
    func followerWaits(since generation: Int) async {
        state.withLock { $0.followersWaiting += 1 }
        await waitForChange(since: generation)
        state.withLock { $0.followersWaiting -= 1 }
    }

    /// Suspends until a session starts or ends after `generation` (or the task is cancelled).
    func waitForChange(since generation: Int) async {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if Task.isCancelled || state.generation != generation { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }
}
