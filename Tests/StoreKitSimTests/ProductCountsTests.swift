import Testing
@testable import StoreKitSim

/// The counts `status` prints, counted in place, against the lists they count, through many
/// worlds: catalog products added and removed, app entries with and without country lists,
/// requests in several storefronts, and a storefront change that hides products.
@Suite struct ProductCountsTests {
    static func expectCountsMatchLists(_ world: World, _ step: String) {
        #expect(world.appProductCount == world.appProductList.count, "\(step)")
        #expect(world.appProductsWithCountryList == world.appProductList.count { $0.countryCodes != nil }, "\(step)")
        #expect(world.storeUIProductCount == world.storeUI.products.count, "\(step)")
    }

    @Test func countsEqualTheListsTheyCount() throws {
        var world = World.builtIn()
        Self.expectCountsMatchLists(world, "built in")
        let ids = world.catalog.ids
        for (step, code) in ["JPN", "USA", "GBR", "DEU", "CAN", "FRA"].enumerated() {
            world.catalog.add(InAppProduct(id: ProductID("extra\(step)"), type: .consumable, price: "1.99"))
            Self.expectCountsMatchLists(world, "added extra\(step)")
            world.products.setAvailability(ids[step % ids.count], countryCodes: step.isMultiple(of: 2) ? [code] : nil,
                                           hiddenIn: step == 3 ? ["USA"] : [])
            world.products.setAvailability(ProductID("app-only\(step)"), countryCodes: ["USA"])
            Self.expectCountsMatchLists(world, "availability \(step)")
            world.storefront = try #require(Storefront.resolve(code))
            world.request(world.appProductList.map(\.id) + ["typo"])
            Self.expectCountsMatchLists(world, "request in \(code)")
            world.changeStorefront(to: try #require(Storefront.resolve(step.isMultiple(of: 2) ? "USA" : "JPN")))
            Self.expectCountsMatchLists(world, "storefront change \(step)")
            if step.isMultiple(of: 3) { try world.catalog.remove(ids[step % ids.count]) }
            Self.expectCountsMatchLists(world, "removed \(step)")
        }
    }
}
