import Testing
@testable import StoreKitSim

/// Products requests ("Fetching product information from the App Store") and SKStorefront's
/// fetchProductInfo, on the world alone: what each step records and returns.
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

    /// The products events recorded since the last call.
    private func productsEvents(_ world: inout World) -> [ProductsEvent] {
        world.drainEvents().compactMap { if case .products(let event) = $0.event { return event } else { return nil } }
    }

    /// A request keeps each id once, in the order first named, for a few ids (compared one by one)
    /// and for many (through a set).
    @Test func repeatedIdsAreRequestedOnceInFirstOrder() {
        for count in [3, 16, 17, 40] {
            var world = World.builtIn()
            let named = (0..<count).map { ProductID("id\($0 % (count / 2 + 1))") }
            var expected: [ProductID] = []
            for id in named where !expected.contains(id) { expected.append(id) }
            world.request(named)
            guard case .requestStarted(let request) = productsEvents(&world).first else {
                Issue.record("no request started for \(count) ids")
                continue
            }
            #expect(request.productIDs == expected, "\(count) ids")
            #expect(request.productIDs.count == count / 2 + 1, "\(count) ids")
        }
    }

    @Test func responseEventsLogAndStoreUIByBuild() {
        var world = World.builtIn()
        let response = world.request(["com.example.gems", "typo", "com.example.gems"])
        #expect(response?.requestID == "r1")
        let events = productsEvents(&world)
        #expect(events.count == 3)
        #expect(events.first == .requestStarted(ProductsRequest(id: "r1", productIDs: ["com.example.gems", "typo"], state: .finished)))
        let typo = InvalidProduct(id: "typo", cause: .unknownID)
        let entry = AppLogEntry(time: VirtualClock.start, invalidProductID: "typo")
        if let response {
            #expect(events[1] == .responseReceived(response, handling: ResponseHandling(log: [entry], shownAsErrors: [typo], omitted: [])))
        }
        #expect(events.last == .requestFinished(requestID: "r1"))
        #expect(world.products.log == [entry])
        #expect(world.storeUI.products.map(\.id) == ["com.example.gems"])
        #expect(world.storeUI.errors.map(\.id) == ["typo"])
        world.app.build = .production
        #expect(world.storeUI.errors.isEmpty)
        #expect(world.storeUI.omitted.map(\.id) == ["typo"])
        world.request(["typo"])
        let handled = productsEvents(&world).compactMap { if case .responseReceived(_, let h) = $0 { return h } else { return nil } }
        #expect(handled.map(\.omitted) == [[typo]] && handled.map(\.shownAsErrors) == [[]])
    }

    @Test func unretainedRequestNeverCompletes() {
        var world = World.builtIn()
        let before = world.storeUI
        #expect(world.request(["typo"], retained: false) == nil)
        #expect(productsEvents(&world) == [.requestStarted(ProductsRequest(id: "r1", productIDs: ["typo"], state: .released)),
                                           .requestReleased(requestID: "r1")])
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

    /// The shouldShow answers fetchProductInfo recorded since the last call.
    private func decisions(_ world: inout World) -> [ShouldShowDecision] {
        productsEvents(&world).compactMap { if case .shouldShowAnswered(let d) = $0 { return d } else { return nil } }
    }

    @Test func fetchFollowsTheCurrentStorefront() {
        var world = World.builtIn()
        world.storefront = japan
        let response = world.fetchProductInfo()
        let answers = decisions(&world)
        #expect(answers.first { $0.id == "com.example.starter" }?.branch == .listedWithout("JPN"))
        #expect(answers.first { $0.id == "com.example.gems" }?.branch == .notListed)
        #expect(response?.products.map(\.id).contains("com.example.starter") == false)
        world.storefront = .usa
        world.fetchProductInfo()
        #expect(decisions(&world).first { $0.id == "com.example.starter" }?.branch == .listedWith("USA"))
    }

    @Test func storefrontChangeRefreshesTheStoreUIWithoutRepricing() {
        var world = World.builtIn()
        world.changeStorefront(to: japan)
        #expect(!world.storeUI.products.map(\.id).contains("com.example.starter"))
        #expect(world.storeUI.products.first?.price.currency == "USD")
        world.fetchProductInfo()
        #expect(world.storeUI.products.first { $0.id == "com.example.gems" }?.price.description == "160 JPY")
    }
}

/// The app's product list follows the catalog ("Fetching product information from the App Store":
/// compare the App Store's ids with the app's).
@Suite struct AppProductListTests {
    @Test func catalogProductsJoinTheAppListAndListedIDsStay() throws {
        var world = World.builtIn()
        world.catalog.add(InAppProduct(id: "coins", type: .consumable, price: "1.99"))
        try world.catalog.remove("com.example.gems.chest")
        let ids = world.appProductList.map(\.id)
        #expect(ids.last == "coins")
        #expect(ids.contains("com.example.gems.chest"))
        let response = world.fetchProductInfo()
        #expect(response?.invalid == [InvalidProduct(id: "com.example.gems.chest", cause: .unknownID)])
        #expect(response?.products.map(\.id).contains("coins") == true)
    }
}
