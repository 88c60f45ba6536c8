/// Finds `"storefrontCountryCodes": [ … ]` (or `: null`) in a mass extension's body in one pass,
/// with the comma and blanks around it: what the pattern
/// `,?\s*"storefrontCountryCodes"\s*:\s*(null|\[[^\[\]{}]*\])\s*,?` matched first. The pattern
/// itself, run by a backtracking matcher, tried every start inside a run of blanks and took time
/// quadratic in the run (64 KB of spaces: seconds); this scan is linear in the body.
struct StorefrontListField {
    /// The bytes to cut out.
    let removed: Range<Int>
    /// The field sat between two commas: one is put back so the object stays well-formed.
    let joinsCommas: Bool
    /// The array's bytes, brackets included; nil for `null`.
    let list: Range<Int>?

    static let key = Array(#""storefrontCountryCodes""#.utf8)

    static func find(in bytes: [UInt8]) -> StorefrontListField? {
        var start = 0
        while let keyStart = firstKey(in: bytes, from: start) {
            if let field = field(in: bytes, keyAt: keyStart) { return field }
            start = keyStart + 1
        }
        return nil
    }

    /// The next occurrence of the quoted key (its first byte is a quote, which occurs in the key
    /// once, so the search never backs up more than the key's length).
    static func firstKey(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + key.count <= bytes.count {
            if bytes[index] == key[0] && bytes[index..<index + key.count].elementsEqual(key) { return index }
            index += 1
        }
        return nil
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The field whose key starts at `keyStart`, if a value the pattern accepts follows it.
    static func field(in bytes: [UInt8], keyAt keyStart: Int) -> StorefrontListField? {
        var index = keyStart + key.count
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        let valueStart = index
        var list: Range<Int>?
        if bytes[valueStart...].starts(with: "null".utf8) {
            index += 4
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            while index < bytes.count, ![UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[index]) {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            list = valueStart..<index
        } else {
            return nil
        }
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        let trailingComma = index < bytes.count && bytes[index] == UInt8(ascii: ",")
        if trailingComma { index += 1 }
        // Back over the blanks before the key, and a comma before them.
        var begin = keyStart
        while begin > 0, isBlank(bytes[begin - 1]) { begin -= 1 }
        let leadingComma = begin > 0 && bytes[begin - 1] == UInt8(ascii: ",")
        if leadingComma { begin -= 1 }
        return StorefrontListField(removed: begin..<index, joinsCommas: leadingComma && trailingComma, list: list)
    }
}
