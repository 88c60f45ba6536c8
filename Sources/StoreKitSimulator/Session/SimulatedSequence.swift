/// The AsyncSequences StoreKit 2 hands out: `Transaction.Transactions`,
/// `Product.SubscriptionInfo.Status.Statuses` and `Storefront.Storefronts` are this type.
///
/// A snapshot (`Transaction.all`, `currentEntitlements`, `unfinished`) ends after the elements it
/// had when it was asked for. A live stream (`updates`) delivers the session's updates in the
/// world's order and ends only when its task is cancelled; see `UpdateLog` for why a listener that
/// starts late still gets the session's first update (StoreKit would only redeliver unfinished
/// transactions).
public struct SimulatedSequence<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = Never

    enum Source: Sendable {
        case snapshot([Element])
        case live(SimulatedStore, KeyPath<SimulatedStore, UpdateLog<Element>> & Sendable)
    }

    let source: Source

    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .snapshot(let elements): return AsyncIterator(elements: elements)
        case .live(let store, let log): return AsyncIterator(cursor: store.cursor(log))
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        private var elements: [Element] = []
        private var index = 0
        private let cursor: UpdateCursor<Element>?

        init(elements: [Element]) {
            self.elements = elements
            cursor = nil
        }

        init(cursor: UpdateCursor<Element>) {
            self.cursor = cursor
        }

        public mutating func next() async -> Element? {
            guard let cursor else {
                guard index < elements.count else { return nil }
                defer { index += 1 }
                return elements[index]
            }
            return await cursor.next()
        }
    }
}

/// One reader of an `UpdateLog`; it stops reading when the iterator holding it goes away.
final class UpdateCursor<Element: Sendable>: @unchecked Sendable {
    private let store: SimulatedStore
    private let log: KeyPath<SimulatedStore, UpdateLog<Element>> & Sendable
    private let id: Int

    init(store: SimulatedStore, log: KeyPath<SimulatedStore, UpdateLog<Element>> & Sendable, id: Int) {
        self.store = store
        self.log = log
        self.id = id
    }

    func next() async -> Element? {
        if Task.isCancelled { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                store.locked { $0[keyPath: log].take(id, orWait: continuation) }
            }
        } onCancel: {
            store.locked { $0[keyPath: log].removeReader(id) }
        }
    }

    deinit {
        store.locked { $0[keyPath: log].removeReader(id) }
    }
}
