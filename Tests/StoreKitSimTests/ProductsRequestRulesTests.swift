import Testing
@testable import StoreKitSim

/// Products requests (seed 003) and fetchProductInfo's shouldShow (seed 002), without commands.
@Suite struct ProductsRequestRulesTests {
    let japan = Storefront.resolve("JPN")!

    @Test func builtInWorldHasFetchedItsCatalogInUSA() {
        let world = World.builtIn()
        #expect(world.catalog.products.map(\.type).contains(.consumable))
        #expect(world.catalog.products.map(\.type).contains(.nonConsumable))
        #expect(world.catalog.products.map(\.type).contains(.autoRenewable))
        #expect(world.products.appProduct("com.example.starter")?.countryCodes == ["USA", "CAN", "GBR"])
        #expect(world.products.received["com.example.gems"]?.price.description == "0.99 USD")
        #expect(world.storeUI.products.count == world.catalog.products.count)
    }

    @Test func eachInvalidCause() {
        var world = World.builtIn()
        world.catalog.add(InAppProduct(id: "hidden", type: .consumable, price: "1", clearedForSale: false))
        world.catalog.add(InAppProduct(id: "usonly", type: .consumable, price: "1", storefronts: ["USA"]))
        world.storefront = japan
        let response = world.productsResponse(for: ["com.example.gems", "typo", "hidden", "usonly"], requestID: "r1")
        #expect(response.products.map(\.id) == ["com.example.gems"])
        #expect(response.invalid == [InvalidProduct(id: "typo", cause: .unknownID), InvalidProduct(id: "hidden", cause: .notClearedForSale),
                                     InvalidProduct(id: "usonly", cause: .notAvailableInStorefront("JPN"))])
    }

    @Test func unsignedAgreementMakesEveryIDInvalid() {
        var world = World.builtIn()
        world.catalog.agreementSigned = false
        let response = world.productsResponse(for: ["com.example.gems", "typo"], requestID: "r1")
        #expect(response.products.isEmpty)
        #expect(response.invalid.map(\.cause) == [.agreementUnsigned, .agreementUnsigned])
    }

    @Test func responseCallbacksLogAndStoreUIByBuild() {
        var world = World.builtIn()
        _ = world.drainCallbacks()
        let response = world.request(["com.example.gems", "typo", "com.example.gems"])
        #expect(response?.requestID == "r1")
        #expect(world.drainCallbacks().map(\.name) == ["productsRequest(_:didReceive:)", "requestDidFinish(_:)"])
        #expect(world.products.log == ["2026-01-01T00:00:00Z Invalid product identifier: typo"])
        #expect(world.storeUI.products.map(\.id) == ["com.example.gems"])
        #expect(world.storeUI.errors.map(\.id) == ["typo"])
        world.app.build = .production
        #expect(world.storeUI.errors.isEmpty)
        #expect(world.storeUI.omitted.map(\.id) == ["typo"])
    }

    @Test func unretainedRequestNeverCompletes() {
        var world = World.builtIn()
        _ = world.drainCallbacks()
        let before = world.storeUI
        #expect(world.request(["typo"], retained: false) == nil)
        #expect(world.drainCallbacks().isEmpty)
        #expect(world.storeUI == before)
        #expect(world.products.pendingRequests.map(\.id) == ["r1"])
        #expect(world.products.log.isEmpty)
    }

    @Test func shouldShowBranches() {
        var requests = ProductRequests()
        requests.setAvailability("limited", countryCodes: ["USA"])
        requests.setAvailability("free", countryCodes: nil)
        #expect(requests.shouldShow("unlisted", in: japan))
        #expect(requests.shouldShow("free", in: japan))
        #expect(requests.shouldShow("limited", in: .usa))
        #expect(!requests.shouldShow("limited", in: japan))
        requests.setAvailability("limited", countryCodes: ["JPN"])
        #expect(requests.appProducts.map(\.id) == ["limited", "free"])
        #expect(requests.shouldShow("limited", in: japan))
    }

    @Test func fetchDecisionsFollowTheCurrentStorefront() {
        var world = World.builtIn()
        world.storefront = japan
        let decisions = world.fetchDecisions()
        #expect(decisions.first { $0.id == "com.example.starter" }?.reason == "listed without JPN")
        #expect(decisions.first { $0.id == "com.example.gems" }?.reason == "not listed")
        world.storefront = .usa
        #expect(world.fetchDecisions().first { $0.id == "com.example.starter" }?.reason == "listed with USA")
    }

    @Test func storefrontChangeRefreshesTheStoreUIWithoutRepricing() {
        var world = World.builtIn()
        world.changeStorefront(to: japan)
        #expect(!world.storeUI.products.map(\.id).contains("com.example.starter"))
        #expect(world.storeUI.products.first?.price.currency == "USD")
        world.request(world.fetchDecisions().filter(\.show).map(\.id))
        #expect(world.storeUI.products.first { $0.id == "com.example.gems" }?.price.description == "160 JPY")
    }
}

/// The app's product list follows the catalog (seed 003: compare the App Store's ids with the app's).
@Suite struct AppProductListTests {
    @Test func catalogProductsJoinTheAppListAndListedIDsStay() throws {
        var world = World.builtIn()
        world.catalog.add(InAppProduct(id: "coins", type: .consumable, price: "1.99"))
        try world.catalog.remove("com.example.gems.chest")
        let ids = world.appProductList.map(\.id)
        #expect(ids.last == "coins")
        #expect(ids.contains("com.example.gems.chest"))
        let response = world.request(world.fetchDecisions().filter(\.show).map(\.id))
        #expect(response?.invalid == [InvalidProduct(id: "com.example.gems.chest", cause: .unknownID)])
        #expect(response?.products.map(\.id).contains("coins") == true)
    }
}
