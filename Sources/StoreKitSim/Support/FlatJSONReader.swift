/// The byte reader behind `FlatJSON(parsing:)`: objects of strings, numbers, booleans and null.
struct FlatJSONReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ problem: FlatJSON.ParseError.Problem) -> FlatJSON.ParseError { FlatJSON.ParseError(problem: problem, offset: index) }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ byte: UInt8) throws(FlatJSON.ParseError) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw fail(.expected(Character(Unicode.Scalar(byte)))) }
        index += 1
    }

    mutating func object() throws(FlatJSON.ParseError) -> [String: FlatJSON.Value] {
        try expect(UInt8(ascii: "{"))
        var fields: [String: FlatJSON.Value] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 } else {
            while true {
                skipSpace()
                let key = try string()
                guard fields[key] == nil else { throw fail(.duplicateKey(key)) }
                try expect(UInt8(ascii: ":"))
                fields[key] = try value()
                skipSpace()
                guard index < bytes.count else { throw fail(.unclosedObject) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw fail(.expectedCommaOrBrace)
            }
        }
        skipSpace()
        guard index == bytes.count else { throw fail(.textAfterObject) }
        return fields
    }

    mutating func value() throws(FlatJSON.ParseError) -> FlatJSON.Value {
        skipSpace()
        guard index < bytes.count else { throw fail(.expectedValue) }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            index += 1
            while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        case UInt8(ascii: "{"), UInt8(ascii: "["): throw fail(.nested)
        default:
            for (word, value) in [("true", FlatJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let w = Array(word.utf8)
                if index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w { index += w.count; return value }
            }
            throw fail(.expectedValue)
        }
    }

    mutating func string() throws(FlatJSON.ParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail(.expectedString) }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { throw fail(.badUnicodeEscape) }
                index += 4
                out += Array(String(Character(scalar)).utf8)
            default: out.append(escape)
            }
        }
        throw fail(.unclosedString)
    }
}
