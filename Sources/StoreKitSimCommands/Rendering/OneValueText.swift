/// A name printed as one value inside a line: a subscription group's name or a product's title
/// that holds a space (`"Premium Access"` in a .storekit file) is quoted as the lexer reads it
/// back (`Lexer.quoteValue`), so a reader (and a scenario's pattern) can tell where it ends; a
/// single word (`pro`) prints as it is.
enum OneValueText {
    static func text(_ value: String) -> String { Lexer.quoteValue(value) }
}
