import Foundation
import Testing
@testable import StoreKitSimulator

/// Sessions find their world through the task-local binding only.
struct SessionBindingTests {
    /// Two sessions nobody bound are live (other suites' sessions only add to them), so a call
    /// outside every binding cannot tell its test: the test fails with the fix, the call throws,
    /// a non-throwing call returns an empty value, and the process goes on.
    @Test func aCallOutsideEveryBindingWithSeveralSessionsFailsTheTestNamingTheFix() async throws {
        let first = SKTestSession(), second = SKTestSession()
        var thrown: (any Error)?
        await withKnownIssue {
            do {
                _ = try await Product.products(for: ["com.example.gems"])
            } catch { thrown = error }
            #expect(!AppStore.canMakePayments)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("@Suite(.serialized)") }
        }
        guard case .ambiguousSession(let api, let count)? = thrown as? StoreKitSimulatorError else {
            Issue.record("expected ambiguousSession, got \(String(describing: thrown))"); return
        }
        #expect(api == "Product.products(for:)")
        #expect(count >= 2)
        _ = (first, second)
    }

    @Test func theNextTestStillRunsAndABoundCallIsUnaffected() async throws {
        let first = SKTestSession(), second = SKTestSession()
        let code = await second.bind { await Storefront.current?.countryCode }
        #expect(code == "USA")
        _ = first
    }

    @Test func tasksMadeInsideInheritTheSessionAndSessionsAreSeparate() async throws {
        let first = SKTestSession(), second = SKTestSession()
        second.storefront = "FRA"
        try await first.bind {
            let code = await Task { await Storefront.current?.countryCode }.value
            #expect(code == "USA")
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            _ = try await gems.purchase()
        }
        try await second.bind {
            #expect(await Storefront.current?.countryCode == "FRA")
            var count = 0
            for await _ in Transaction.all { count += 1 }
            #expect(count == 0)
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            #expect(gems.displayPrice.contains("€"))
        }
    }

    @Test func aRefusedCommandThrowsItsDiagnostic() throws {
        let session = SKTestSession()
        #expect(throws: StoreKitSimulatorError.self) { try session.run("approve t9") }
        do {
            try session.run("approve t9")
        } catch let error as StoreKitSimulatorError {
            guard case .commandFailed(let command, let message) = error else { Issue.record("\(error)"); return }
            #expect(command == "approve t9")
            #expect(!message.isEmpty)
        }
    }

    @Test func updatesReachALateListenerInTheWorldsOrder() async throws {
        let session = SKTestSession()
        try await session.bind {
            try session.buyProduct(identifier: "com.example.premium")
            try session.buyProduct(identifier: "com.example.gems")
            var ids: [UInt64] = []
            for await update in Transaction.updates {
                ids.append(update.unsafePayloadValue.id)
                if ids.count == 2 { break }
            }
            #expect(ids == [1, 2])
        }
    }
}
