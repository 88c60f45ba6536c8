/// A strict JSON reader (RFC 8259, https://www.rfc-editor.org/rfc/rfc8259) over bytes, in one
/// pass, that locates every error by line and column.
///
/// JSONSerialization kept the last of two equal keys without a word, gave numbers such as
/// `1e999` no position, and decoding its result into `JSONValue` took 44 s on 40 KB of nested
/// arrays; it also needed Foundation, which costs every command start-up time. This reader refuses duplicate keys (RFC 8259 section 4: names "SHOULD
/// be unique"),
/// nesting deeper than `depthLimit`, numbers a Double cannot hold and bytes that are not UTF-8,
/// each with the key path reached, in time linear in the file.
public struct JSONParser {
    /// Xcode's .storekit files nest about six levels; 64 leaves room and keeps recursion shallow.
    static let depthLimit = 64

    /// Why the bytes are not accepted. `isSyntax` errors break JSON's grammar (the caller says
    /// "not valid JSON"); the others are JSON this reader refuses (duplicate keys, depth, range).
    public struct Failure: Error {
        public var offset: Int
        public var message: String
        public var path: String
        public var isSyntax: Bool
    }

    private enum Step { case key(String), index(Int) }

    private let bytes: [UInt8]
    private var index = 0
    private var path: [Step] = []

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document's one value (a UTF-8 byte-order mark before it is skipped).
    public mutating func parse() throws(Failure) -> JSONValue {
        if let bad = TextPosition.firstInvalidUTF8(bytes) {
            throw Failure(offset: bad, message: "invalid UTF-8 (save the file as UTF-8)", path: "", isSyntax: false)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try parseValue(depth: 0)
        skipSpace()
        if index < bytes.count { throw syntax("unexpected text after the JSON value") }
        return value
    }

    private func renderedPath() -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    private func syntax(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, message: message, path: renderedPath(), isSyntax: true)
    }

    private func failure(_ message: String, at offset: Int) -> Failure {
        Failure(offset: offset, message: message, path: renderedPath(), isSyntax: false)
    }

    /// The character at the reading position as an error shows it: `'x'`, `U+00A0`, or the end of the file.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "U+\(String(repeating: "0", count: byte < 0x10 ? 3 : 2))\(String(byte, radix: 16, uppercase: true))" }
        // Checked as UTF-8 before parsing: decode the one character for its code point.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)"
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw syntax("unexpected end of file: expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw syntax("expected a value (an object, array, string, number, true, false or null), found \(found())")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw syntax("expected the literal \(word) (true, false and null are lowercase and whole)")
        }
        index += utf8.count
    }

    private mutating func enter(_ depth: Int) throws(Failure) {
        if depth > Self.depthLimit {
            // No key path: it would be as deep as the nesting.
            throw Failure(offset: index, message: "nested deeper than \(Self.depthLimit) levels of arrays and objects", path: "", isSyntax: false)
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth)
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw syntax("unexpected end of file: an array is not closed with ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw syntax("a comma before ']' is not allowed: remove it") }
                continue
            }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw syntax("expected ',' or ']' after an array element, found \(found())")
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth)
        index += 1
        var members: [String: JSONValue] = [:]
        var keyOffsets: [String: Int] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count else { throw syntax("unexpected end of file: an object is not closed with '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}"), !members.isEmpty { throw syntax("a comma before '}' is not allowed: remove it") }
                throw syntax("expected a key in double quotes, found \(found())")
            }
            let keyOffset = index
            let key = try parseString()
            path.append(.key(key))
            if let first = keyOffsets[key] {
                let line = TextPosition.lineColumn(bytes, offset: first).line
                throw failure("duplicate key '\(key)' (first at line \(line)); each key may appear once in an object", at: keyOffset)
            }
            keyOffsets[key] = keyOffset
            skipSpace()
            guard index < bytes.count,
                bytes[index] == UInt8(ascii: ":") else { throw syntax("expected ':' after the key '\(key)', found \(found())") }
            index += 1
            members[key] = try parseValue(depth: depth)
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw syntax("unexpected end of file: an object is not closed with '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw syntax("expected ',' or '}' after an object member, found \(found())")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let open = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw syntax("unexpected end of file: a string is not closed", at: open) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self) // checked as UTF-8 before parsing
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw syntax("unexpected end of file: a string is not closed", at: open) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw syntax("a \\u escape of a lone UTF-16 surrogate is not a character", at: index - 6)
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw syntax("a \\u escape of a lone UTF-16 surrogate is not a character", at: index - 12)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw syntax("a \\u escape of a lone UTF-16 surrogate is not a character", at: index - 6)
                    }
                    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                default:
                    throw syntax("invalid escape in a string", at: index - 2)
                }
            case 0x00..<0x20:
                throw syntax("a control character in a string must be escaped (\\n, \\t, \\u0000)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw syntax("a \\u escape needs four hexadecimal digits", at: index - 2) }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("a \\u escape needs four hexadecimal digits", at: index - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0 else { throw syntax("invalid number", at: start) }
        if leadingZero, whole > 1 { throw syntax("a number cannot start with 0", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw syntax("invalid number: digits must follow the decimal point", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw syntax("invalid number: digits must follow the exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text) is out of range", at: start)
        }
        return value
    }
}
