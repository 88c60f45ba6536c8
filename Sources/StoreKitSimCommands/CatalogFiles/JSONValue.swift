import Foundation

/// A JSON value with its kind kept exact (true is not 1), for checking types key by key.
///
/// JSONSerialization on Linux reads `true` and `1` as the same NSNumber; decoding into this enum
/// with JSONDecoder keeps them apart, so "expected a boolean, found a number" can be reported.
indirect enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// How errors name the kind: `a string`, `an object`…
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Parses JSON text; a syntax error carries the line and column JSONSerialization reports
    /// ("around character N"), or the last line when the text ends too soon.
    static func parse(_ data: Data, file: String) throws(CatalogFileError) -> JSONValue {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? "\(error)"
            let (line, column) = location(of: detail, in: data)
            var reason = detail.replacing(/\ around (line \d+, column \d+|character \d+)/, with: "")
            if reason.hasSuffix(".") { reason.removeLast() }
            if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
            throw CatalogFileError(file: file, line: line, column: column, message: "not valid JSON: \(reason)")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw CatalogFileError(file: file, message: "not valid JSON: \(error)")
        }
    }

    /// Turns "around character N" (a 0-based offset) into a 1-based line and column.
    static func location(of detail: String, in data: Data) -> (Int?, Int?) {
        let bytes = [UInt8](data)
        let offset: Int
        if let match = detail.firstMatch(of: /character (\d+)/), let n = Int(match.1) {
            offset = min(n, bytes.count)
        } else if detail.localizedCaseInsensitiveContains("end of file") {
            offset = (bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? -1) + 1
        } else {
            return (nil, nil)
        }
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}
