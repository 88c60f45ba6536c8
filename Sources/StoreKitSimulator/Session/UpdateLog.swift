/// One of StoreKit 2's update streams (Transaction.updates, Product.SubscriptionInfo.Status.updates,
/// Storefront.updates) for one session: every element in the world's order, and the readers of it.
///
/// Unlike StoreKit, a reader that starts late misses nothing: each new reader starts at the first
/// element of the session. A test's `Store` usually starts its listener in a task that runs a
/// moment after `init`, and a deterministic test must not depend on when that task is scheduled.
/// The log is guarded by its `SimulatedStore`'s lock, never used on its own.
final class UpdateLog<Element: Sendable> {
    /// At most this many elements are kept; older ones are dropped (a session runs one test).
    static var limit: Int { 10_000 }

    private(set) var elements: [Element] = []
    /// Elements dropped from the front to stay within `limit`.
    private var dropped = 0
    private var readers: [Int: Reader] = [:]
    private var nextReader = 0
    /// Whether any reader was ever made: a stream nobody listens to does not hold up `settle()`.
    private(set) var everRead = false

    private struct Reader {
        /// The index (counting dropped elements) of the next element this reader takes.
        var position: Int
        var waiting: CheckedContinuation<Element?, Never>?
    }

    /// A new reader at the session's first element; returns its number.
    func addReader() -> Int {
        everRead = true
        nextReader += 1
        readers[nextReader] = Reader(position: dropped)
        return nextReader
    }

    func removeReader(_ id: Int) {
        readers.removeValue(forKey: id)?.waiting?.resume(returning: nil)
    }

    /// The reader's next element now, or nil after registering `continuation` to get it later.
    func take(_ id: Int, orWait continuation: CheckedContinuation<Element?, Never>) {
        guard var reader = readers[id] else { return continuation.resume(returning: nil) }
        let index = max(reader.position, dropped) - dropped
        if index < elements.count {
            reader.position = dropped + index + 1
            readers[id] = reader
            continuation.resume(returning: elements[index])
        } else {
            reader.waiting = continuation
            readers[id] = reader
        }
    }

    /// Adds an element and hands it to every reader waiting for one.
    func publish(_ element: Element) {
        elements.append(element)
        if elements.count > Self.limit {
            elements.removeFirst()
            dropped += 1
        }
        for (id, reader) in readers {
            guard let waiting = reader.waiting else { continue }
            readers[id] = Reader(position: dropped + elements.count, waiting: nil)
            waiting.resume(returning: element)
        }
    }

    /// Every reader has taken every element and is waiting again, so the code reading them has
    /// handled the last one (a `for await` loop asks for the next element only after its body).
    var isSettled: Bool {
        readers.values.allSatisfy { $0.waiting != nil && $0.position == dropped + elements.count }
    }

    /// Wakes every reader with the end of the stream (the session ended).
    func finishAll() {
        for (id, reader) in readers {
            reader.waiting?.resume(returning: nil)
            readers[id]?.waiting = nil
        }
        readers.removeAll()
    }
}
