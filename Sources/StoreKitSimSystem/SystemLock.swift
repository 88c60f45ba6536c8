#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex that can be released and taken again inside a critical section.
///
/// Synchronization's Mutex only offers `withLock`, which holds the lock for the whole closure; a
/// served world must let other threads in while one of its commands waits for a webhook (the
/// webhook may call the App Store Server API of the same world from its handler), then take the
/// lock back to record the attempt. `unlocked(_:)` is that window.
public final class SystemLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }
    /// Takes the lock if no one holds it; false (not taken) otherwise.
    public func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    /// Lets another thread run before trying a lock again (sched_yield(2)).
    public static func yieldThread() { sched_yield() }

    /// Runs `body` with the lock held.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Runs `body` with the lock released; the caller must hold it, and holds it again after.
    public func unlocked<T>(_ body: () throws -> T) rethrows -> T {
        unlock()
        defer { lock() }
        return try body()
    }
}
