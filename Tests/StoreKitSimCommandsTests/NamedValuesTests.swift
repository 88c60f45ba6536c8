import Testing
@testable import StoreKitSimCommands

/// `Arguments` keeps its values by name in `NamedValues`: a name set twice keeps the last value,
/// nil removes it, and a name never set reads nil.
@Suite struct NamedValuesTests {
    @Test func setReadReplaceAndRemove() {
        var values: NamedValues<Int> = ["CODE": 1]
        values["--quantity"] = 2
        #expect(values["CODE"] == 1 && values["--quantity"] == 2 && values["other"] == nil)
        values["CODE"] = 3
        #expect(values["CODE"] == 3)
        #expect(values.names == ["CODE", "--quantity"])
        values["CODE"] = nil
        #expect(values["CODE"] == nil && values.names == ["--quantity"])
        values["--quantity"] = nil
        #expect(values.isEmpty)
    }

    /// The first entry is kept apart from the rest: removing it promotes the next, so the order of
    /// the names and every value read back stay as they were.
    @Test func removingTheFirstKeepsTheRestInOrder() {
        var values: NamedValues<Int> = ["a": 1, "b": 2, "c": 3]
        values["a"] = nil
        #expect(values.names == ["b", "c"] && values["b"] == 2 && values["c"] == 3 && values["a"] == nil)
        values["a"] = 4
        #expect(values.names == ["b", "c", "a"] && values["a"] == 4)
        values["c"] = 5
        #expect(values.names == ["b", "c", "a"] && values["c"] == 5)
        values["b"] = nil
        values["c"] = nil
        #expect(!values.isEmpty && values.names == ["a"])
        values["a"] = nil
        #expect(values.isEmpty && values.names.isEmpty && values["a"] == nil)
    }

    /// Bound through the binder: an option given twice is refused, each argument and option reads back.
    @Test func theBinderFillsThemByName() throws {
        let tokens = try Lexer(file: nil, line: 1).tokenize("buy com.example.gems --quantity 3")
        let (_, arguments) = try Binder().bind(tokens, world: .builtIn())
        #expect(arguments.optionalText("ID") == "com.example.gems")
        #expect(arguments.optionalInteger("quantity") == 3)
        #expect(arguments.ranges["quantity"] != nil && arguments.ranges["ID"] != nil)
        let twice = try Lexer(file: nil, line: 1).tokenize("buy com.example.gems --quantity 3 --quantity 4")
        #expect(throws: Diagnostic.self) { try Binder().bind(twice, world: .builtIn()) }
    }
}
