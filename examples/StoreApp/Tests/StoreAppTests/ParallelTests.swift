import Foundation
import StoreApp
import StoreKitSimulator
import Testing

/// Twenty sessions at once, each in its own storefront with its own quantity and clock. The test
/// itself is not on the main actor, so its StoreKit calls run on the cooperative pool's threads at
/// the same time; each case sees only its own world (transaction 1, its storefront, its own clock).
struct ParallelTests {
    static let storefronts = ["USA", "JPN", "FRA", "DEU", "GBR", "CAN", "AUS", "BRA", "IND", "KOR"]

    @Test(arguments: 0..<20)
    func parallelSessionsShareNothing(index: Int) async throws {
        let code = Self.storefronts[index % Self.storefronts.count]
        let session = SKTestSession()
        session.storefront = code
        try await session.bind {
            let store = await Store()
            try await store.loadProducts()
            let gems = try #require(await store.product("com.example.gems"))
            let quantity = index % 10 + 1
            guard case .purchased(let transaction) = try await store.purchase(gems, quantity: quantity) else {
                Issue.record("not purchased"); return
            }
            #expect(transaction.id == 1)
            #expect(transaction.purchasedQuantity == quantity)
            #expect(transaction.storefront.countryCode == code)
            #expect(await store.gems == 100 * quantity)

            try await session.advance(by: .seconds(86_400 * (index + 1)))
            try session.buyProduct(identifier: "com.example.premium")
            await session.settle()
            let seen = await store.updatesSeen
            #expect(seen.map(\.id) == [2])
            #expect(seen.first?.purchaseDate == Date(timeIntervalSince1970: 1_767_225_600 + 86_400 * Double(index + 1)))
            #expect(await store.purchasedProductIDs == ["com.example.premium"])
            await store.stop()
        }
    }
}
