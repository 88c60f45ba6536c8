/// The JSON body of `POST /storekit-sim/v1/worlds` (docs/serve-api.md): an object whose values are
/// strings, numbers or arrays of strings (`"commands": ["buy …", "confirm"]`). FlatJSON (the
/// signed payloads' reader) refuses arrays, so this reads the one more shape the body has; it is
/// linear in its input and stops at the first error with the byte offset.
struct WorldRequestBody {
    enum Value: Equatable {
        case string(String)
        case number(String)
        case strings([String])
        case bool(Bool)
        case null
    }

    struct ParseError: Error, Equatable {
        var message: String
        var offset: Int
    }

    private(set) var fields: [String: Value] = [:]
    private let bytes: [UInt8]
    private var index = 0

    /// An empty body is an empty object (every field has a default).
    init(parsing bytes: [UInt8]) throws(ParseError) {
        self.bytes = bytes
        skipSpace()
        if index == bytes.count { return }
        try expect("{")
        skipSpace()
        if peek == UInt8(ascii: "}") { index += 1 } else {
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                guard fields[key] == nil else { throw fail("the key '\(key)' appears twice") }
                fields[key] = try value()
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect("}")
                break
            }
        }
        skipSpace()
        guard index == bytes.count else { throw fail("text after the object") }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func fail(_ message: String) -> ParseError { ParseError(message: message, offset: index) }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(ParseError) {
        guard peek == UInt8(ascii: character) else { throw fail("expected '\(character)'") }
        index += 1
    }

    private mutating func value() throws(ParseError) -> Value {
        skipSpace()
        switch peek {
        case UInt8(ascii: "\"")?: return .string(try string())
        case UInt8(ascii: "[")?:
            index += 1
            var items: [String] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return .strings(items) }
            while true {
                skipSpace()
                items.append(try string())
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect("]")
                return .strings(items)
            }
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            let start = index
            index += 1
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                index += 1
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let w = Array(word.utf8)
                if index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w { index += w.count; return value }
            }
            throw fail("expected a string, a number or an array of strings")
        }
    }

    /// A JSON string with its escapes (RFC 8259 §7), surrogate pairs joined.
    private mutating func string() throws(ParseError) -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) throws(ParseError) {
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { throw fail("a string is not UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw fail("a string is not closed") }
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fail("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            try flush(index)
            index += 1
            guard let escape = peek else { throw fail("a string is not closed") }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw fail("a lone surrogate")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("a lone surrogate") }
                scalars.append(scalar)
            default: throw fail("an unknown escape")
            }
            run = index
        }
    }

    private mutating func hex4() throws(ParseError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else { throw fail("expected four hex digits") }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
