import Foundation
import Testing
@testable import StoreKitSimulator

/// The session's clock start, an accelerated `_timeRate` loaded as is, and `settle()`.
struct ClockAndTimeRateTests {
    /// Example.storekit with Apple's sample's `_timeRate` 15 (monthlyRenewalEveryThirtySeconds).
    static func rate15File() throws -> String {
        let text = try String(contentsOfFile: Self.root + "/scenarios/catalogs/Example.storekit", encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rate15-\(UUID().uuidString).storekit").path
        try text.replacingOccurrences(of: "\"_timeRate\" : 0", with: "\"_timeRate\" : 15").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// "SKTestSession.TimeRate": monthlyRenewalEveryThirtySeconds renews a monthly subscription
    /// every 30 s, so 4 days of the virtual clock are 345,600 / 30 = 11,520 renewals, more than
    /// the update log's 10,000: every one reaches the listener, in order, and the load warned.
    /// Issue 44's 32 days (92,160 renewals, under 10 s) is bench/library-renewals' case, run in
    /// release, where it is timed and counted; in this debug build it took about 43 s.
    @Test func anAcceleratedTimeRateWarnsAndEveryRenewalReachesTheListener() async throws {
        let path = try Self.rate15File()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try SKTestSession(configurationFileAt: path)
        #expect(session.warnings.count == 1)
        let warning = try #require(session.warnings.first)
        #expect(warning.contains("_timeRate 15") && warning.contains("monthlyRenewalEveryThirtySeconds"))
        #expect(warning.contains("session.timeRate = .realTime"))

        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var renewals = 0, purchases = 0, lastID: UInt64 = 0, outOfOrder = 0
        }
        let counter = Counter()
        try await session.bind {
            let listener = Task {
                for await update in Transaction.updates {
                    let transaction = update.unsafePayloadValue
                    counter.lock.withLock {
                        if transaction.reason == .renewal { counter.renewals += 1 } else { counter.purchases += 1 }
                        if transaction.id <= counter.lastID { counter.outOfOrder += 1 }
                        counter.lastID = transaction.id
                    }
                    await transaction.finish()
                }
            }
            try session.buyProduct(identifier: "com.example.sim.premium.monthly")
            await session.settle()
            try await session.advance(by: .seconds(4 * 86_400))
            listener.cancel()
        }
        counter.lock.withLock {
            #expect(counter.purchases == 1)
            #expect(counter.renewals == 11_520)
            #expect(counter.outOfOrder == 0)
        }
        #expect(try session.run("transactions").count > 0)
    }

    @Test func aFileAtRealTimeGivesNoWarning() throws {
        let session = try SKTestSession(configurationFileAt: Self.root + "/scenarios/catalogs/Example.storekit")
        #expect(session.warnings.isEmpty)
    }

    /// A session can start at any instant, and at the host's date: a fresh subscription then
    /// compares as active with `Date()`.
    @Test func theClockStartsWhereTheTestSays() async throws {
        let start = Date(timeIntervalSince1970: 1_900_000_000)
        let session = SKTestSession(startingAt: start)
        let hostStarted = SKTestSession(startingAt: Date())
        try await session.bind {
            try session.buyProduct(identifier: "com.example.pro.monthly")
            let transaction = try #require(await Transaction.latest(for: "com.example.pro.monthly")).unsafePayloadValue
            #expect(transaction.purchaseDate == start)
            try await session.advance(by: .seconds(3_600))
            try session.resetToDefaultState()
            #expect(try session.run("clock") == ["clock 2030-03-17T17:46:40Z"])
        }
        try await hostStarted.bind {
            try hostStarted.buyProduct(identifier: "com.example.pro.monthly")
            let transaction = try #require(await Transaction.latest(for: "com.example.pro.monthly")).unsafePayloadValue
            #expect(try #require(transaction.expirationDate) > Date())
            #expect(abs(transaction.purchaseDate.timeIntervalSinceNow) < 3_600)
        }
    }

    /// settle() waits for a StoreKit call a store makes from a `Task` in its `init`.
    @Test @MainActor func settleWaitsForProductsLoadingFromInit() async throws {
        @MainActor final class Loader {
            var products: [Product] = []
            init() { Task { self.products = (try? await Product.products(for: ["com.example.gems", "com.example.premium"])) ?? [] } }
        }
        let session = SKTestSession()
        await session.bind {
            let loader = Loader()
            await session.settle()
            #expect(loader.products.map(\.id) == ["com.example.gems", "com.example.premium"])
        }
    }

    /// A listener that stops using the store in its loop's body (waiting on something else)
    /// cannot be settled: the test fails saying what was left, and settle() returns.
    @Test func settleReportsAListenerThatCannotFinish() async throws {
        let session = SKTestSession()
        try await session.bind {
            let (never, hold) = AsyncStream<Int>.makeStream()
            let listener = Task {
                for await _ in Transaction.updates {
                    for await _ in never {}  // waits on something that is not StoreKit
                }
            }
            try session.buyProduct(identifier: "com.example.premium")
            await withKnownIssue {
                await session.settle()
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("settle() could not finish") && $0.rawValue.contains("Transaction.updates") }
            }
            listener.cancel()
            hold.finish()
        }
    }

    private static var root: String {
        var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(3)
        return path.joined(separator: "/")
    }
}
