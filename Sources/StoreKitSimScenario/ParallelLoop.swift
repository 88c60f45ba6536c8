#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Runs `body(0..<count)` on up to `jobs` threads, handing out indices in increasing order.
///
/// Plain pthreads (no Dispatch overlay, no Foundation) so the binary starts fast. Because indices
/// are handed out in order, when `body` asks to stop at index k every index below k has been or
/// is being run: `--fail-fast` then reports the same files whatever the number of jobs.
public final class ParallelLoop: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var next = 0
    private var stopped = false
    private let count: Int
    private let body: @Sendable (Int) -> Bool

    /// `body` returns false to stop handing out further indices.
    public static func run(count: Int, jobs: Int, body: @escaping @Sendable (Int) -> Bool) {
        let loop = ParallelLoop(count: count, body: body)
        let threads = max(1, min(jobs, count))
        if threads == 1 { loop.work(); return }
        var ids: [pthread_t] = []
        for _ in 1..<threads {
            var id = pthread_t()
            let context = Unmanaged.passRetained(loop).toOpaque()
            let result = pthread_create(&id, nil, { context in
                let loop = Unmanaged<ParallelLoop>.fromOpaque(context!).takeRetainedValue()
                loop.work()
                return nil
            }, context)
            if result == 0 { ids.append(id) } else { Unmanaged<ParallelLoop>.fromOpaque(context).release() }
        }
        loop.work()
        for id in ids { pthread_join(id, nil) }
    }

    private init(count: Int, body: @escaping @Sendable (Int) -> Bool) {
        self.count = count
        self.body = body
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    private func take() -> Int? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    private func stop() {
        pthread_mutex_lock(&mutex)
        stopped = true
        pthread_mutex_unlock(&mutex)
    }

    private func work() {
        while let index = take() {
            if !body(index) { stop() }
        }
    }
}

/// A fixed-size array that threads fill at distinct indices (each index written once).
final class ResultSlots<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var values: [Value?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    subscript(index: Int) -> Value? {
        get { pthread_mutex_lock(&mutex); defer { pthread_mutex_unlock(&mutex) }; return values[index] }
        set { pthread_mutex_lock(&mutex); values[index] = newValue; pthread_mutex_unlock(&mutex) }
    }
}
