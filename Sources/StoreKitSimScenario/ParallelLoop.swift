import StoreKitSimSystem
import Synchronization

/// Runs `body(0..<count)` on up to `jobs` threads, handing out indices in increasing order.
///
/// Plain threads from the system layer (no Dispatch, no Foundation) so the binary starts fast.
/// Because indices are handed out in order, when `body` asks to stop at index k every index
/// below k has been or is being run: `--fail-fast` then reports the same files whatever the
/// number of jobs.
public final class ParallelLoop: Sendable {
    private struct State {
        var next = 0
        var stopped = false
    }
    private let state = Mutex(State())
    private let count: Int
    private let body: @Sendable (Int) -> Bool

    /// `body` returns false to stop handing out further indices.
    public static func run(count: Int, jobs: Int, body: @escaping @Sendable (Int) -> Bool) {
        let loop = ParallelLoop(count: count, body: body)
        let threads = max(1, min(jobs, count))
        Threads.run(extra: threads - 1) { loop.work() }
    }

    private init(count: Int, body: @escaping @Sendable (Int) -> Bool) {
        self.count = count
        self.body = body
    }

    private func take() -> Int? {
        state.withLock { state in
            guard !state.stopped, state.next < count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    private func stop() {
        state.withLock { $0.stopped = true }
    }

    private func work() {
        while let index = take() {
            if !body(index) { stop() }
        }
    }
}

/// A fixed-size array that threads fill at distinct indices (each index written once).
final class ResultSlots<Value: Sendable>: Sendable {
    private let values: Mutex<[Value?]>

    init(count: Int) {
        values = Mutex(Array(repeating: nil, count: count))
    }

    subscript(index: Int) -> Value? {
        get { values.withLock { $0[index] } }
        set { values.withLock { $0[index] = newValue } }
    }
}
