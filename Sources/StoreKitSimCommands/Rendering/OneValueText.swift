import StoreKitSim

/// A name printed as one value inside a line: a subscription group's name or a product's title
/// that holds a space (`"Premium Access"` in a .storekit file) is quoted, so a reader (and a
/// scenario's pattern) can tell where it ends; a single word (`pro`) prints as it is, so the
/// built-in world's lines keep their shape.
enum OneValueText {
    static func text(_ value: String) -> String {
        let needsQuotes = value.isEmpty || value.utf8.contains { $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }
        return needsQuotes ? FlatJSON.quote(value) : value
    }
}
