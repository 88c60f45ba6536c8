import Foundation
import StoreKitSimulator
#if canImport(Glibc)
import Glibc
#endif

/// Loads a .storekit file with `_timeRate` 15 ("SKTestSession.TimeRate",
/// monthlyRenewalEveryThirtySeconds), buys the monthly subscription, and times
/// `advance(by: DAYS days)` with a `Transaction.updates` listener that reads and finishes every
/// update; prints the updates it counted, the wall-clock seconds, the process's CPU seconds (on a
/// machine shared with other work the wall clock measures the load as much as the library) and
/// the renewals a second of each. The count is checked, not the time: every 30 s of the DAYS is a
/// renewal (DAYS × 2,880), and a run that counted fewer or more exits 1 (an update dropped or doubled).
///
///     LibraryRenewals CATALOG.storekit [DAYS] [RUNS]
@main
struct LibraryRenewals {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: LibraryRenewals CATALOG.storekit [DAYS] [RUNS]\n".utf8))
            exit(2)
        }
        let days = arguments.count > 2 ? Int(arguments[2]) ?? 32 : 32
        let runs = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        let expected = days * 86_400 / 30
        var rates: [Double] = []
        for run in 1...runs {
            let cpuBefore = cpuSeconds()
            let (updates, seconds) = try await measure(catalog: arguments[1], days: days)
            let cpu = cpuSeconds() - cpuBefore
            let rate = Double(updates) / seconds
            rates.append(rate)
            print("run \(run): \(updates) renewals through the listener in \(String(format: "%.2f", seconds)) s "
                + "(\(Int(rate)) a second); CPU \(String(format: "%.2f", cpu)) s (\(Int(Double(updates) / cpu)) a CPU second)")
            guard updates == expected else {
                FileHandle.standardError.write(Data("run \(run): counted \(updates) renewals, expected \(expected)\n".utf8))
                exit(1)
            }
        }
        print("every run counted all \(expected) renewals; median: \(Int(rates.sorted()[rates.count / 2])) renewals a second")
    }

    /// One session: the purchase, then the advance timed until `advance(by:)` returned (which
    /// settles: every update was taken and its loop body ran).
    static func measure(catalog: String, days: Int) async throws -> (updates: Int, seconds: Double) {
        let session = try SKTestSession(configurationFileAt: catalog)
        let counter = Counter()
        return try await session.bind {
            let listener = Task {
                for await update in Transaction.updates {
                    let transaction = update.unsafePayloadValue
                    counter.add(transaction.reason == .renewal)
                    await transaction.finish()
                }
            }
            try session.buyProduct(identifier: "com.example.sim.premium.monthly")
            await session.settle()
            let start = ContinuousClock.now
            try await session.advance(by: .seconds(days * 86_400))
            let took = ContinuousClock.now - start
            listener.cancel()
            let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
            return (counter.renewals, seconds)
        }
    }
}

/// CPU time of the whole process (every thread), user and system.
func cpuSeconds() -> Double {
    #if canImport(Glibc)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    #else
    return ProcessInfo.processInfo.systemUptime
    #endif
}

/// The listener's count of renewals (read after `advance` settled).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ renewal: Bool) { lock.withLock { if renewal { count += 1 } } }
    var renewals: Int { lock.withLock { count } }
}
