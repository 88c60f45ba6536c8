#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX threads (no Dispatch, no Foundation, so the binary starts fast) for the scenario
/// runner's parallel loop.
public enum Threads {
    /// Runs `body` on `count` threads besides the caller's, runs it once on the caller's too,
    /// then waits for all of them.
    public static func run(extra count: Int, _ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        #if canImport(Darwin)
        var ids: [pthread_t?] = []
        #else
        var ids: [pthread_t] = []
        #endif
        for _ in 0..<max(0, count) {
            #if canImport(Darwin)
            var id: pthread_t?
            #else
            var id = pthread_t()
            #endif
            let context = Unmanaged.passRetained(Box(body)).toOpaque()
            let result = pthread_create(&id, nil, { context in
                #if canImport(Darwin)
                let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
                #else
                let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
                #endif
                box.body()
                return nil
            }, context)
            if result == 0 { ids.append(id) } else { Unmanaged<Box>.fromOpaque(context).release() }
        }
        body()
        #if canImport(Darwin)
        for id in ids { if let id { pthread_join(id, nil) } }
        #else
        for id in ids { pthread_join(id, nil) }
        #endif
    }
}
