import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCommands
import TestSupport

/// The product page rules in the world ("Offering media for sale in your app"): the sample's token
/// rule, Apple's token limits, replacement while presented, the events, and the campaign counts.
@Suite struct ProductPageTests {
    static let app = MediaItem(id: "67890", title: "Partner", isApplication: true, campaignToken: "spring", providerToken: "118800")
    static let album = MediaItem(id: "24680", title: "Album", isApplication: false, campaignToken: "spring", providerToken: "118800")

    func keys(_ request: ProductPageRequest, _ item: MediaItem?) throws -> [String] {
        try ProductPageParameters(request, item: item).sortedEntries.map(\.key)
    }

    @Test func tokensOnlyForAnApplicationWithBoth() throws {
        #expect(try keys(.init(itemID: "67890"), Self.app) == [ProductPageParameters.campaignToken, ProductPageParameters.iTunesItemIdentifier,
                                                                 ProductPageParameters.providerToken])
        #expect(try keys(.init(itemID: "24680"), Self.album) == [ProductPageParameters.iTunesItemIdentifier])
        let campaignOnly = try ProductPageParameters(.init(itemID: "67890", providerToken: ""), item: Self.app)
        #expect(campaignOnly.sortedEntries.count == 1)
        #expect(campaignOnly.unsentTokens?.keys == [ProductPageParameters.campaignToken])
        #expect(campaignOnly.sentCampaignToken == nil)
        #expect(try ProductPageParameters(.init(itemID: "24680"), item: Self.album).unsentTokens?.reason == .notApplication("24680"))
        #expect(campaignOnly.unsentTokens?.reason == .noProviderToken)
        #expect(try ProductPageParameters(.init(itemID: "1"), item: nil).unsentTokens == nil)
    }

    @Test func flagsOverrideTheEntry() throws {
        let parameters = try ProductPageParameters(.init(itemID: "67890", campaignToken: "summer"), item: Self.app)
        #expect(parameters.values[ProductPageParameters.campaignToken] == .string("summer"))
        #expect(parameters.values[ProductPageParameters.providerToken] == .string("118800"))
        #expect(parameters.values[ProductPageParameters.iTunesItemIdentifier] == .number("67890"))
    }

    @Test func campaignTokenLimitIsInBytes() {
        #expect(throws: Never.self) { try ProductPageParameters(.init(itemID: "67890", campaignToken: String(repeating: "a", count: 40)),
            item: Self.app) }
        #expect(throws: Never.self) { try ProductPageParameters(.init(itemID: "67890", campaignToken: String(repeating: "é", count: 20)),
            item: Self.app) }
        for token in [String(repeating: "a", count: 41), String(repeating: "é", count: 21)] {
            #expect(throws: ProductPageError.campaignTokenTooLong(token,
                given: true)) { try ProductPageParameters(.init(itemID: "67890", campaignToken: token), item: Self.app) }
        }
    }

    @Test func providerNeedsCampaign() throws {
        #expect(throws: ProductPageError.providerWithoutCampaign(given: true)) {
            try ProductPageParameters(.init(itemID: "12345", providerToken: "118800"), item: nil)
        }
        // From the media entry rather than the request: loaded, as the sample loads such an entry,
        // and nothing is sent.
        let entry = MediaItem(id: "5", title: "x", isApplication: true, campaignToken: "", providerToken: "p")
        let parameters = try ProductPageParameters(.init(itemID: "5"), item: entry)
        #expect(parameters.unsentTokens?.keys == [ProductPageParameters.providerToken] && parameters.unsentTokens?.reason == .noCampaignToken)
        #expect(parameters.sentProviderToken == nil)
        #expect(ProductPageError.providerWithoutCampaign(given: true).text.argument == "provider")
        #expect(ProductPageError.providerWithoutCampaign(given: false).text.argument == nil)
    }

    @Test func replacementBuyAndDone() throws {
        var world = World.builtIn()
        world.productPage.add(Self.app)
        #expect(try world.loadProductPage(.init(itemID: "12345")).outcome == .presented)
        #expect(try world.loadProductPage(.init(itemID: "67890")).outcome == .replaced(previousItemID: "12345"))
        #expect(world.sheet == .productPage(itemID: "67890"))
        #expect(try world.buyOnProductPage() == nil)
        #expect(world.sheet == .mediaPayment(itemID: "67890"))
        let purchase = try world.confirmMediaPayment()
        #expect(purchase.campaignToken == "spring")
        #expect(world.sheet == .productPage(itemID: "67890"))
        #expect(throws: ProductPageError.alreadyOwned(Self.app, customer: "customer-1")) { try world.buyOnProductPage() }
        _ = world.drainEvents()
        #expect(try world.finishProductPage().id == "67890")
        #expect(world.sheet == nil)
        #expect(world.drainEvents().map(\.event) == [.productPage(.didFinish(Self.app))])
        #expect(throws: ProductPageError.noProductPage(.dismiss)) { try world.finishProductPage() }
        #expect(throws: ProductPageError.noProductPage(.buy)) { try world.buyOnProductPage() }
        let tracked = CampaignTally.Key(campaignToken: "spring", providerToken: "118800")
        #expect(world.productPage.tally.counts[tracked] == CampaignTally.Count(loads: 1, purchases: 1))
        #expect(world.productPage.tally.total == CampaignTally.Count(loads: 2, purchases: 1))
    }

    @Test func thePagesPaymentSheetCanBeCancelledAndAnAccountBuysOnce() throws {
        var world = World.builtIn()
        let item = try #require(world.productPage.item("12345"))
        try world.loadProductPage(.init(itemID: "12345"))
        _ = world.drainEvents()
        #expect(try world.buyOnProductPage() == nil)
        #expect(throws: SheetError.alreadyUp(.mediaPayment(itemID: "12345"))) { try world.finishProductPage() }
        #expect(throws: SheetError.alreadyUp(.mediaPayment(itemID: "12345"))) { try world.buyOnProductPage() }
        #expect(throws: SheetError.alreadyUp(.mediaPayment(itemID: "12345"))) { try world.loadProductPage(.init(itemID: "12345")) }
        try world.cancelMediaPayment()
        #expect(world.sheet == .productPage(itemID: "12345"))
        #expect(throws: ProductPageError.noPaymentSheet) { try world.cancelMediaPayment() }
        #expect(throws: ProductPageError.noPaymentSheet) { try world.confirmMediaPayment() }
        #expect(world.drainEvents().map(\.event) == [.productPage(.paymentSheetPresented(item)), .productPage(.purchaseCancelled(item))])
        #expect(world.productPage.tally.total == CampaignTally.Count(loads: 1, purchases: 0))
        #expect(!world.productPage.owns("customer-1", "12345"))

        _ = try world.buyOnProductPage()
        _ = try world.confirmMediaPayment()
        #expect(world.productPage.owns("customer-1", "12345"))
        try world.finishProductPage()
        try world.loadProductPage(.init(itemID: "12345"))
        #expect(throws: ProductPageError.alreadyOwned(item, customer: "customer-1")) { try world.buyOnProductPage() }
        #expect(world.sheet == .productPage(itemID: "12345"))
        _ = world.external.signIn(isNew: true)
        _ = try world.buyOnProductPage()
        _ = try world.confirmMediaPayment()
        #expect(world.productPage.owns("customer-2", "12345"))
        #expect(world.productPage.tally.total == CampaignTally.Count(loads: 2, purchases: 2))
    }

    @Test func withDialogsDisabledThePagesPurchaseCompletesAtOnce() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        try world.loadProductPage(.init(itemID: "12345"))
        #expect(try world.buyOnProductPage()?.item.id == "12345")
        #expect(world.sheet == .productPage(itemID: "12345"))
        #expect(world.productPage.tally.total == CampaignTally.Count(loads: 1, purchases: 1))
    }

    @Test func failedLoadsPresentNothing() throws {
        var world = World.builtIn()
        #expect(try world.loadProductPage(.init(itemID: "99999")).outcome == .failed(.unknownItem, stillPresented: nil))
        world.productPage.networkAvailable = false
        #expect(try world.loadProductPage(.init(itemID: "12345")).outcome == .failed(.offline, stillPresented: nil))
        #expect(world.sheet == nil)
        #expect(world.productPage.tally.rows.isEmpty)
    }

    @Test func silentUnknownItemNeverCompletes() throws {
        var world = World.builtIn()
        world.productPage.unknownItemBehavior = .silent
        let load = try world.loadProductPage(.init(itemID: "99999"))
        #expect(load.outcome == .neverCompleted)
        #expect(world.drainEvents().map(\.event) == [.productPage(.parametersPassed(load.parameters)), .productPage(.loadNeverCompleted(load))])
        #expect(world.sheet == nil)
    }

    @Test func anotherSheetBlocksTheLoad() {
        var world = World.builtIn()
        world.sheet = .payment(transactionID: "t1")
        #expect(throws: SheetError.alreadyUp(.payment(transactionID: "t1"))) { try world.loadProductPage(.init(itemID: "12345")) }
    }

    @Test func conversionRoundsHalfUp() {
        #expect(CampaignTally.Count(loads: 3, purchases: 1).conversionPermille == 333)
        #expect(CampaignTally.Count(loads: 3, purchases: 2).conversionPermille == 667)
        #expect(CampaignTally.Count(loads: 8, purchases: 1).conversionPermille == 125)
        #expect(CampaignTally.Count(loads: 2000, purchases: 1).conversionPermille == 1) // 0.05% rounds up to 0.1%
        #expect(CampaignTally.Count().conversionPermille == 0)
        #expect(ProductPageText.percent(permille: 333) == "33.3%")
    }

    /// The reader keeps a Products.plist's refused token as the world's error; `catalog load` words it
    /// as `load --campaign` does, located at the entry's key.
    @Test func aPlistsLongCampaignTokenIsRefusedInTheCommandsWords() {
        let folder = TemporaryFolder()
        let token = String(repeating: "é", count: 21)
        folder.write("P.plist", """
            <plist version="1.0">
            <array>
            <dict><key>productIdentifier</key><string>12345</string><key>title</key><string>Other</string>
            <key>campaignToken</key>
            <string>\(token)</string></dict>
            </array>
            </plist>
            """)
        let sink = CollectingSink()
        let session = Session(sink: sink, directory: folder.path)
        let before = session.world.productPage.media
        #expect(!session.execute("catalog load P.plist"))
        #expect(sink.lines.prefix(2) == [
            "error: P.plist:5: [0].campaignToken: the campaign token is 42 bytes (21 characters); "
                + "SKStoreProductParameterCampaignToken takes at most 40 bytes",
            "hint: nothing from the file was loaded; fix it and load it again",
        ])
        #expect(session.world.productPage.media == before)
    }

    /// Every example of this area's commands runs, in table order, on the built-in world.
    @Test func examplesRunOnTheBuiltInWorld() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let sink = CollectingSink()
        let session = Session(sink: sink, directory: root)
        for command in ProductPageCommands.all + CatalogFileCommands.all {
            for example in command.examples {
                #expect(session.execute(example), "\(example): \(sink.lines)")
            }
        }
        #expect(sink.diagnostics.isEmpty)
    }
}
