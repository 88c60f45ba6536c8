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
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "{"), UInt8(ascii: "["): throw fail(.nested)
        default:
            for (word, value) in [("true", FlatJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let w = Array(word.utf8)
                if index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w { index += w.count; return value }
            }
            throw fail(.expectedValue)
        }
    }

    /// A number as JSON writes it: `-`, then `0` or a digit run not starting with 0, then an
    /// optional fraction and exponent; kept as text, but only when a Double can hold it.
    mutating func number() throws(FlatJSON.ParseError) -> String {
        let start = index
        func isDigit(_ at: Int) -> Bool { at < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) }
        func digits() throws(FlatJSON.ParseError) {
            guard isDigit(index) else { throw fail(.badNumber) }
            while isDigit(index) { index += 1 }
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw fail(.leadingZero) }
        } else {
            try digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; try digits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { index = start; throw fail(.numberOutOfRange) }
        return text
    }

    mutating func string() throws(FlatJSON.ParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail(.expectedString) }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 { throw fail(.controlCharacter(byte)) }
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "u"):
                index += 1
                out += Array(String(Character(try unicodeEscape())).utf8)
                continue
            default:
                throw fail(.badEscape(Character(Unicode.Scalar(escape))))
            }
            index += 1
        }
        throw fail(.unclosedString)
    }

    /// The scalar of `\uXXXX` (index just after the `u`), joining a UTF-16 surrogate pair
    /// written as two escapes.
    mutating func unicodeEscape() throws(FlatJSON.ParseError) -> Unicode.Scalar {
        let first = try hex4()
        switch first {
        case 0xD800...0xDBFF:
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw fail(.badUnicodeEscape)
            }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw fail(.badUnicodeEscape) }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw fail(.badUnicodeEscape)
        default:
            return Unicode.Scalar(first)!
        }
    }

    /// Four hex digits, read as a UTF-16 code unit.
    mutating func hex4() throws(FlatJSON.ParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail(.badUnicodeEscape) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue, byte < 0x80 else { throw fail(.badUnicodeEscape) }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }
}
