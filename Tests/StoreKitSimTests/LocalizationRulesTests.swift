import Testing
@testable import StoreKitSim

/// The store's locale picks a product's localization, with the fallback of `LocaleFallback`.
@Suite struct LocalizationRulesTests {
    static let locales = ["ja", "en_US", "fr_FR", "zh_Hans", "zh_Hant", "pt_BR"]

    @Test(arguments: [
        ("en_US", "en_US"), ("en-us", "en_US"), ("fr_CA", "fr_FR"), ("fr", "fr_FR"), ("zh_Hant_TW", "zh_Hant"),
        ("zh_Hans_CN", "zh_Hans"), ("pt_PT", "pt_BR"), ("en_GB", "en_US"), ("de_DE", "ja"), ("ko", "ja"),
    ])
    func fallback(locale: String, shown: String) {
        #expect(LocaleFallback.choose(locale, among: Self.locales).map { Self.locales[$0] } == shown)
    }

    @Test func bareLanguageBeatsAnotherRegion() {
        #expect(LocaleFallback.choose("fr_CA", among: ["en_US", "fr_FR", "fr"]) == 2)
        #expect(LocaleFallback.choose("fr_CA", among: []) == nil)
    }

    @Test func aLocaleSwitchChangesTheTitlesARequestReturns() {
        var world = World.builtIn()
        var product = InAppProduct(id: "ads", type: .nonConsumable, title: "Remove Ads", price: "4.99")
        product.localizations = [ProductLocalization(locale: "en_US", title: "Remove Ads", description: ""),
                                 ProductLocalization(locale: "fr_FR", title: "Sans publicité", description: "")]
        world.catalog.add(product)
        #expect(world.productsResponse(for: ["ads"], requestID: "r9").products.map(\.title) == ["Remove Ads"])
        world.device.locale = "fr_CA"
        #expect(world.productsResponse(for: ["ads"], requestID: "r9").products.map(\.title) == ["Sans publicité"])
        world.device.locale = "de_DE"
        #expect(world.productsResponse(for: ["ads"], requestID: "r9").products.map(\.title) == ["Remove Ads"])
        // A product with no localizations (built with a title only) shows its title in every locale.
        #expect(world.productsResponse(for: ["com.example.gems"], requestID: "r9").products.map(\.title) == ["100 Gems"])
    }
}
