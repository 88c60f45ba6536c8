import Foundation

/// A JSON value with its kind kept exact (true is not 1), for checking types key by key.
///
/// JSONSerialization on Linux reads `true` and `1` as the same NSNumber; `JSONParser` builds this
/// enum directly and keeps them apart, so "expected a boolean, found a number" can be reported.
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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

    /// Parses JSON text with `JSONParser` (duplicate keys, nesting, numbers and UTF-8 checked, each
    /// error with a line and column). For plain syntax errors the wording is JSONSerialization's,
    /// which users also meet in Xcode's own messages, at the line and column it reports.
    static func parse(_ data: Data, file: String) throws(CatalogFileError) -> JSONValue {
        let bytes = [UInt8](data)
        var parser = JSONParser(bytes)
        let failure: JSONParser.Failure
        do {
            return try parser.parse()
        } catch {
            failure = error
        }
        if failure.isSyntax, let (line, column, reason) = serializationError(data) {
            throw CatalogFileError(file: file, line: line, column: column, message: "not valid JSON: \(reason)")
        }
        let (line, column) = TextPosition.lineColumn(bytes, offset: failure.offset)
        throw CatalogFileError(file: file, line: line, column: column, keyPath: failure.path.isEmpty ? nil : failure.path,
                               message: failure.isSyntax ? "not valid JSON: \(failure.message)" : failure.message)
    }

    /// JSONSerialization's account of a syntax error, or nil when it accepts the text.
    private static func serializationError(_ data: Data) -> (Int?, Int?, String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? "\(error)"
            let (line, column) = location(of: detail, in: data)
            var reason = detail.replacing(/\ around (line \d+, column \d+|character \d+)/, with: "")
            if reason.hasSuffix(".") { reason.removeLast() }
            if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
            return (line, column, reason)
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
