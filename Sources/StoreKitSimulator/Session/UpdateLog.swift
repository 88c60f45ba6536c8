/// One of StoreKit 2's update streams (Transaction.updates, Product.SubscriptionInfo.Status.updates,
/// Storefront.updates) for one session: the elements in the world's order, and the readers of it.
///
/// Unlike StoreKit, the first reader misses nothing: it starts at the session's first element. A
/// test's `Store` usually starts its listener in a task that runs a moment after `init`, and a
/// deterministic test must not depend on when that task is scheduled, nor on another listener
/// having read them first. Past the first `unreadLimit` elements, an element every reader has
/// taken is let go (so a long `advance` under an accelerated time rate holds only what a listener
/// has not taken yet), and a reader that starts then starts at the first element still held. Nothing is dropped silently: before any
/// reader came, the log holds `unreadLimit`
/// elements, and the reader that comes after more were published is told how many it missed.
/// The log is guarded by its `SimulatedStore`'s lock, never used on its own.
final class UpdateLog<Element: Sendable> {
    /// How many elements wait for a first reader; beyond, the oldest go and the first reader hears of it.
    static var unreadLimit: Int { 10_000 }

    /// Held elements; `elements[head...]` are live, their first has the session's index `base`.
    private var elements: [Element] = []
    private var head = 0
    private var base = 0
    /// Elements published in the session.
    private(set) var published = 0
    /// Elements dropped before any reader came (reported to the first reader).
    private(set) var droppedUnread = 0
    private var readers: [Int: Reader] = [:]
    private var nextReader = 0
    /// Whether any reader was ever made.
    private(set) var everRead = false

    private struct Reader {
        /// The session index of the next element this reader takes.
        var position: Int
        var waiting: CheckedContinuation<Element?, Never>?
    }

    /// A new reader at the first element held; returns its number and how many elements were
    /// dropped before any reader came (non-zero only for the first reader).
    func addReader() -> (id: Int, missed: Int) {
        let missed = everRead ? 0 : droppedUnread
        everRead = true
        nextReader += 1
        readers[nextReader] = Reader(position: base)
        return (nextReader, missed)
    }

    func removeReader(_ id: Int) {
        readers.removeValue(forKey: id)?.waiting?.resume(returning: nil)
        compact()
    }

    /// The reader's next element now, or nil after registering `continuation` to get it later.
    func take(_ id: Int, orWait continuation: CheckedContinuation<Element?, Never>) {
        guard var reader = readers[id] else { return continuation.resume(returning: nil) }
        if reader.position < published {
            let element = elements[head + max(reader.position, base) - base]
            reader.position = max(reader.position, base) + 1
            readers[id] = reader
            continuation.resume(returning: element)
            compact()
        } else {
            reader.waiting = continuation
            readers[id] = reader
        }
    }

    /// Adds an element and hands it to every reader waiting for one.
    func publish(_ element: Element) {
        elements.append(element)
        published += 1
        var handed = false
        for (id, reader) in readers {
            guard let waiting = reader.waiting else { continue }
            readers[id] = Reader(position: published, waiting: nil)
            waiting.resume(returning: element)
            handed = true
        }
        if handed || !everRead { compact() }
    }

    /// Lets go of what every reader has taken; before any reader, of what is beyond `unreadLimit`.
    private func compact() {
        let keepFrom: Int
        if !everRead {
            keepFrom = max(base, published - Self.unreadLimit)
            droppedUnread += keepFrom - base
        } else {
            // A session's first `unreadLimit` updates stay for a reader that starts later (another
            // listener, a singleton's that moved here from the last test, already took them).
            guard published > Self.unreadLimit else { return }
            // A loop, not `map(\.position).min()`: a key path into a generic class is made anew
            // on every call, and this runs on every update a listener takes.
            var lowest = published
            for reader in readers.values where reader.position < lowest { lowest = reader.position }
            keepFrom = lowest
        }
        guard keepFrom > base else { return }
        head += keepFrom - base
        base = keepFrom
        if head >= 1_024, head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
    }

    /// Every reader has taken every element and is waiting again, so the code reading them has
    /// handled the last one (a `for await` loop asks for the next element only after its body).
    var isSettled: Bool {
        readers.values.allSatisfy { $0.waiting != nil && $0.position == published }
    }

    /// What keeps the log from being settled, for `settle()`'s report: "2 readers: 1 has 5 updates
    /// not taken, 1 is handling its last one".
    var unsettled: String? {
        guard !isSettled else { return nil }
        let behind = readers.values.filter { $0.position < published }
        let busy = readers.values.filter { $0.position == published && $0.waiting == nil }
        var parts: [String] = []
        if !behind.isEmpty {
            let counts = behind.map { published - $0.position }.sorted(by: >).map(String.init).joined(separator: ", ")
            parts.append("\(behind.count) listener(s) with updates not taken (\(counts))")
        }
        if !busy.isEmpty { parts.append("\(busy.count) listener(s) still in the body of their loop") }
        return parts.joined(separator: ", ")
    }

    /// Wakes every reader with the end of the stream (the session ended).
    func finishAll() {
        for reader in readers.values { reader.waiting?.resume(returning: nil) }
        readers.removeAll()
        elements.removeAll()
        head = 0
        base = published
    }
}
