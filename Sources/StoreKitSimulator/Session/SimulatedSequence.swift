import Synchronization

/// The AsyncSequences StoreKit 2 hands out: `Transaction.Transactions`,
/// `Product.SubscriptionInfo.Status.Statuses` and `Storefront.Storefronts` are this type.
///
/// A snapshot (`Transaction.all`, `currentEntitlements`, `unfinished`) ends after the elements it
/// had when it was asked for. A live stream (`updates`) delivers a session's updates in the
/// world's order and ends only when its task is cancelled or, made inside `bind`, when that
/// session ends. One made outside every binding (a `Task.detached` listener, a singleton's)
/// follows the process's live session from test to test, as a listener of Apple's StoreKit does.
/// See `UpdateLog` for why a listener that starts late still gets the session's first update.
public struct SimulatedSequence<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = Never

    enum Source: Sendable {
        /// The elements, and the store they came from (reading them is its activity for `settle()`).
        case snapshot([Element], SimulatedStore?)
        /// A live stream of one session (`store`), or of the process's live session (nil).
        case live(SimulatedStore?, KeyPath<SimulatedStore, UpdateLog<Deferred<Element>>> & Sendable, api: String)
    }

    let source: Source

    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .snapshot(let elements, let store): return AsyncIterator(elements: elements, store: store)
        case .live(let store, let log, let api): return AsyncIterator(cursor: UpdateCursor(store: store, log: log, api: api))
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        private var elements: [Element] = []
        private var index = 0
        private let cursor: UpdateCursor<Element>?
        private var store: SimulatedStore?

        init(elements: [Element], store: SimulatedStore?) {
            self.elements = elements
            self.store = store
            cursor = nil
        }

        init(cursor: UpdateCursor<Element>) {
            self.cursor = cursor
        }

        public mutating func next() async -> Element? {
            guard let cursor else {
                // A loop over a snapshot still runs the app's code: settle() waits for it to end.
                store?.noteActivity()
                guard index < elements.count else { store = nil; return nil }
                defer { index += 1 }
                return elements[index]
            }
            return await cursor.next()
        }
    }
}

/// One reader of an `UpdateLog`, attached to its session's log; a follower (made outside every
/// binding) attaches to the process's live session and, when that session ends, to the next one.
/// It stops reading when the iterator holding it goes away.
final class UpdateCursor<Element: Sendable>: @unchecked Sendable {
    private let log: KeyPath<SimulatedStore, UpdateLog<Deferred<Element>>> & Sendable
    private let api: String
    private let follows: Bool
    /// The store and reader number it reads now (guarded by `lock`).
    private let lock = Mutex<Attachment?>(nil)
    private struct Attachment {
        var store: SimulatedStore
        var id: Int
    }
    /// The bound store, before the first `next()`.
    private let bound: SimulatedStore?

    init(store: SimulatedStore?, log: KeyPath<SimulatedStore, UpdateLog<Deferred<Element>>> & Sendable, api: String) {
        self.log = log
        self.api = api
        follows = store == nil
        bound = store
    }

    func next() async -> Element? {
        while !Task.isCancelled {
            guard let attachment = await attach() else { return nil }
            let element = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    attachment.store.locked { $0[keyPath: log].take(attachment.id, orWait: continuation) }
                }
            } onCancel: {
                attachment.store.locked { $0[keyPath: log].removeReader(attachment.id) }
            }
            if let element { return element.make() }
            // The session ended (or the task was cancelled): a follower moves on to the next one.
            lock.withLock { $0 = nil }
            guard follows else { return nil }
        }
        return nil
    }

    /// The attachment to read from: the current one, a new reader of the bound store, or, for a
    /// follower, of the process's live session once there is exactly one (waiting until then).
    private func attach() async -> Attachment? {
        if let current = lock.withLock({ $0 }) { return current }
        if !follows {
            guard let bound, let id = bound.addReader(log, api: api) else { return nil }
            let attachment = Attachment(store: bound, id: id)
            lock.withLock { $0 = attachment }
            return attachment
        }
        while !Task.isCancelled {
            let (resolution, generation) = SessionRegistry.shared.resolveCounting()
            if case .store(let store) = resolution, let id = store.addReader(log, api: api) {
                let attachment = Attachment(store: store, id: id)
                lock.withLock { $0 = attachment }
                return attachment
            }
            await SessionRegistry.shared.followerWaits(since: generation)
        }
        return nil
    }

    deinit {
        if let attachment = lock.withLock({ $0 }) {
            attachment.store.locked { $0[keyPath: log].removeReader(attachment.id) }
        }
    }
}
