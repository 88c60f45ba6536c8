/// A JSON value with its kind kept exact (true is not 1), for checking types key by key.
///
/// `JSONParser` builds this enum directly and keeps `true` and `1` apart (JSONSerialization on
/// Linux read both as the same NSNumber), so "expected a boolean, found a number" can be reported.
public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How errors name the kind: `a string`, `an object`…
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Parses JSON text with `JSONParser`: duplicate keys, nesting, numbers and UTF-8 checked,
    /// each error with a line and column, syntax errors in the parser's own words
    /// ("not valid JSON: expected ',' or '}' after an object member").
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogFileError) -> JSONValue {
        var parser = JSONParser(bytes)
        do {
            return try parser.parse()
        } catch {
            let (line, column) = TextPosition.lineColumn(bytes, offset: error.offset)
            throw CatalogFileError(file: file, line: line, column: column, keyPath: error.path.isEmpty ? nil : error.path,
                                   message: error.isSyntax ? "not valid JSON: \(error.message)" : error.message)
        }
    }
}
