import Testing
@testable import StoreKitSim

/// Transaction and product ids are their own types; they print as their raw strings, so a
/// transcript reads the same as when they were bare Strings.
@Suite struct IdentifierTests {
    @Test func theQueueMintsTransactionIdsInOrderAndFindsThemByNumber() throws {
        var world = World.builtIn()
        world.disableDialogs = true
        #expect(world.payments.nextTransactionID == "t1")
        let first = try world.buy(productID: "com.example.gems")
        let second = try world.buy(productID: "com.example.premium")
        #expect([first, second] == ["t1", "t2"])
        #expect(second.mintedNumber == 2)
        #expect(world.payments.index(of: second) == 1)
        #expect(world.payments.transaction(first)?.productID == "com.example.gems")
        // Text that is not a minted id is no transaction: not `t0`, not `t3` yet, not a product id.
        for unknown: TransactionID in ["t0", "t3", "t+2", "com.example.gems"] { #expect(world.payments.index(of: unknown) == nil) }
        for text in ["t+2", "t02", "t", "2", "t2x"] { #expect(TransactionID(text).mintedNumber == nil) }
    }

    @Test func idsPrintAsTheirRawText() {
        let transaction = TransactionID("t12"), product = ProductID("com.example.pro.monthly")
        #expect("\(transaction) \(product)" == "t12 com.example.pro.monthly")
        #expect([ProductID("b"), "a", "c"].sorted() == ["a", "b", "c"])
    }

    /// Product ids compare their byte counts before their text: ids of other lengths differ, equal
    /// text is equal, and (a literal comparison, as NSString's) a combining accent and the
    /// precomposed letter spell two ids, though Swift's String calls them equal.
    @Test func productIDsCompareLiterally() {
        #expect(ProductID("com.example.gems") == ProductID("com.example." + "gems"))
        #expect(ProductID("com.example.gems") != ProductID("com.example.gem"))
        #expect(ProductID("com.example.gems") != ProductID("com.example.gemz"))
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(ProductID("caf\u{E9}") != ProductID("cafe\u{301}"))
        #expect(Set<ProductID>(["a", "b", "a"]).count == 2)
    }
}
