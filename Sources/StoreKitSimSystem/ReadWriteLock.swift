#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX read-write lock: any number of readers at once, one writer alone.
///
/// For a table read on every request and changed rarely (the server's worlds, looked up by each
/// App Store Server API request): Synchronization's Mutex makes every reader wait for the others,
/// and on Linux a contended one waits through a priority-inheritance futex, which 64 connections
/// of one benchmark kept busy (bench/server.py, docs/serve.md "Speed").
public final class ReadWriteLock: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    public init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` as one of any number of readers.
    public func reading<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// Runs `body` alone: no reader and no other writer at the same time.
    public func writing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
