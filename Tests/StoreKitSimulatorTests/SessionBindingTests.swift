import Foundation
import Testing
@testable import StoreKitSimulator

/// Sessions find their world through the task-local binding only.
struct SessionBindingTests {
    @Test func callsOutsideAnySessionGetAClearError() async {
        await #expect(throws: StoreKitSimulatorError.noSession(api: "Product.products(for:)")) {
            _ = try await Product.products(for: ["com.example.gems"])
        }
        let message = StoreKitSimulatorError.noSession(api: "AppStore.sync()").description
        #expect(message.contains("session.bind"))
        await #expect(throws: StoreKitSimulatorError.self) { try await AppStore.sync() }
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
