import Testing
import StoreKitSim
import StoreKitSimCommands
@testable import StoreKitSimREPL

/// Completion from the command table and the live world.
@Suite struct CompleterTests {
    private let world = World.builtIn()

    private func candidates(_ line: String, _ completer: Completer = Completer(), world: World? = nil) -> [String] {
        completer.complete(line, world: world ?? self.world).candidates
    }

    @Test func commandWordsAndSubcommands() {
        #expect(candidates("stor").contains("storefront"))
        #expect(candidates("storef") == ["storefront"])
        #expect(candidates("storefront ").contains("set") && candidates("storefront ").contains("list"))
        #expect(candidates("storefront s") == ["set"])
        #expect(candidates("").contains("help"))
    }

    @Test func storefrontCodesCompleteToAlpha3InAnyCase() {
        #expect(candidates("storefront set JP") == ["JPN"])
        #expect(candidates("storefront set jp") == ["JPN"])
        #expect(candidates("storefront set F").contains("FRA"))
    }

    @Test func helpCompletesCommandPaths() {
        #expect(candidates("help storef") == ["storefront"])
        #expect(candidates("help storefront s") == ["set"])
    }

    /// `clock advance --to` completes its moments, then a subscription (the argument that belongs to
    /// `--to`), not the DURATION it replaces.
    @Test func clockAdvanceToCompletesMomentsThenASubscription() {
        #expect(candidates("clock advance --to ") == ["next-renewal", "grace-end", "retry-end", "expiry"])
        #expect(candidates("clock advance --to next-renewal ") == ["com.example.pro.monthly", "com.example.pro.yearly"])
        #expect(candidates("clock advance --") == ["--to"])
    }

    @Test func unknownCommandsOfferNothing() {
        #expect(candidates("bogus ").isEmpty)
        #expect(candidates("echo hello ").isEmpty)
    }

    /// The built-in catalog's products come from another area; this table and world stand in for
    /// them so the product-id path (ValueKind.completions over the live world) is tested here.
    @Test func productIDsAndOptionsOfTheBoundCommand() {
        let productID = ValueKind(placeholder: "ID", description: "a product id",
                                  completions: { world in world.catalog.products.map(\.id.rawValue) }) { word, _ throws(CommandError) in .text(word) }
        let quantity = ValueKind.integer(1...10)
        let table = CommandTable([
            CommandSpec("buy", area: .session, arguments: [ArgumentSpec("ID", productID, .optional)],
                        options: [OptionSpec("quantity", quantity), OptionSpec("ask-to-buy")],
                        summary: "buy", examples: ["buy"]) { _, _ in },
        ])
        var world = World() // empty: the built-in catalog's own products would join in
        world.catalog.add(InAppProduct(id: "com.example.gems", type: .consumable, price: "0.99"))
        world.catalog.add(InAppProduct(id: "com.example.pro", type: .nonConsumable, price: "4.99"))
        let completer = Completer(table: table)
        #expect(candidates("buy com.example.g", completer, world: world) == ["com.example.gems"])
        #expect(candidates("buy ", completer, world: world) == ["com.example.gems", "com.example.pro"])
        #expect(candidates("buy --", completer, world: world) == ["--quantity", "--ask-to-buy"])
        #expect(candidates("buy --quantity 2 --", completer, world: world) == ["--ask-to-buy"])
        #expect(candidates("buy --quantity ", completer, world: world).isEmpty)
        #expect(candidates("buy --ask-to-buy com.example.p", completer, world: world) == ["com.example.pro"])
        #expect(candidates("buy com.example.gems ", completer, world: world).isEmpty)
    }

    @Test func fileArgumentsAskForFileNames() {
        let completer = Completer(fileNames: { partial in ["scenarios/", "scenario.txt"].filter { $0.hasPrefix(partial) } })
        #expect(candidates("record scen", completer) == ["scenarios/", "scenario.txt"])
        #expect(candidates("record stop", completer).contains("stop"))
    }

    @Test func quotedAndEscapedWordsAreReadLikeTheLexer() {
        let completion = Completer().complete("storefront set 'JP", world: world)
        #expect(completion.word == "JP")
        #expect(completion.typedLength == 3)
        #expect(completion.candidates == ["JPN"])
    }

    @Test func tabReplacesOneMatchAddingASpaceAndListsSeveral() {
        #expect(CompletionEdit(.init(word: "stor", candidates: ["storefront"])) == .replace(deleting: 4, with: "storefront "))
        #expect(CompletionEdit(.init(word: "sc", candidates: ["scenarios/"])) == .replace(deleting: 2, with: "scenarios/"))
        #expect(CompletionEdit(.init(word: "com", candidates: ["com.example.gems", "com.example.pro"])) == .replace(deleting: 3,
            with: "com.example."))
        #expect(CompletionEdit(.init(word: "s", candidates: ["set", "show"])) == .list(["set", "show"]))
        #expect(CompletionEdit(.init(word: "x", candidates: [])) == .none)
        #expect(CompletionEdit(.init(word: "a", candidates: ["a b"])) == .replace(deleting: 1, with: "a\\ b "))
    }

    @Test func listsFitTheTerminalWidthInColumns() {
        #expect(CompletionEdit.columns(["aa", "bb", "cc"], width: 80) == ["aa  bb  cc"])
        #expect(CompletionEdit.columns(["aa", "bb", "cc"], width: 8) == ["aa  cc", "bb"])
    }

    @Test func fileNamesListAFolderWithSlashesOnFolders() {
        let names = FileNames.matching("/usr/inc")
        #expect(names == ["/usr/include/"])
    }
}
