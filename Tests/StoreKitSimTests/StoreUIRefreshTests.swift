import Testing
@testable import StoreKitSim

/// refreshStoreUI finds the hidden ids once per storefront change instead of asking shouldShow per
/// product; these check that it displays exactly what shouldShow allows, for app lists with
/// country lists, hidden storefronts, duplicate entries (shouldShow reads the first) and products
/// the app does not list, in every storefront.
@Suite struct StoreUIRefreshTests {
    /// What the SKStorefront sample displays after a storefront change, asked product by product.
    private func expected(_ world: World) -> [ProductID] {
        world.products.storeProducts.map(\.id).filter { world.products.shouldShow($0, in: world.storefront) }
    }

    @Test func displaysWhatShouldShowAllowsInEveryStorefront() {
        var world = World.builtIn()
        let ids = world.products.storeProducts.map(\.id)
        #expect(ids.count >= 4)
        var generator = SplitMix(seed: 26)
        let codes = ["USA", "JPN", "CAN", "GBR", "DEU"]
        for _ in 0..<200 {
            var list: [AppProduct] = []
            for id in ids + ["com.example.unknown"] where generator.next() % 4 != 0 {
                let countryCodes: [String]? = generator.next() % 2 == 0 ? nil : codes.filter { _ in generator.next() % 2 == 0 }
                let hidden = generator.next() % 3 == 0 ? codes.filter { _ in generator.next() % 3 == 0 } : []
                list.append(AppProduct(id: id, countryCodes: countryCodes, hiddenIn: hidden))
                // A second entry for the same id: shouldShow reads the first, so this must not count.
                if generator.next() % 5 == 0 { list.append(AppProduct(id: id, countryCodes: ["JPN"], hiddenIn: ["USA"])) }
            }
            world.products.appProducts = list
            world.storefront = Storefront.resolve(codes[Int(generator.next() % UInt64(codes.count))])!
            // Start from a stale list now and then, so both "unchanged" and "changed" are taken.
            if generator.next() % 2 == 0 { world.products.displayed = ids.shuffled(using: &generator) }
            world.refreshStoreUI()
            #expect(world.products.displayed == expected(world))
        }
    }

    @Test func anUnchangedListIsKeptAndAChangedOneReplaced() {
        var world = World.builtIn()
        world.changeStorefront(to: Storefront.resolve("JPN")!)
        #expect(!world.products.displayed.contains("com.example.starter"))
        #expect(world.products.displayed == expected(world))
        world.changeStorefront(to: Storefront.resolve("CAN")!)
        #expect(world.products.displayed.contains("com.example.starter"))
        #expect(world.products.displayed == world.products.storeProducts.map(\.id))
    }
}

/// A small seeded generator, so the cases are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
