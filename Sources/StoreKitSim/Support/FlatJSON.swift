/// A JSON object of scalar fields, written with sorted keys and read back, without Foundation.
///
/// Token payloads are flat objects of strings and numbers (Apple's ExternalPurchaseCustomLink.token(for:)). Writing by
/// hand keeps the bytes stable (sorted keys, no spaces, integers as digits); reading accepts any
/// whitespace, since Apple's examples decode to pretty-printed JSON with tabs and newlines.
public struct FlatJSON: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case string(String)
        /// A number, kept as its JSON text so nothing is lost to floating point.
        case number(String)
        case bool(Bool)
        case null
    }

    public var fields: [String: Value]

    public init(_ fields: [String: Value] = [:]) { self.fields = fields }

    public var text: String {
        "{" + fields.keys.sorted().map { key in Self.quote(key) + ":" + Self.write(fields[key]!) }.joined(separator: ",") + "}"
    }

    static func write(_ value: Value) -> String {
        switch value {
        case .string(let s): return quote(s)
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A JSON string literal; also how the command layer shows tokens and titles, so an empty or
    /// spaced value is visible and control characters cannot reach a terminal.
    public static func quote(_ s: String) -> String {
        // Most strings (ids, dates, base64, JWS) need no escape: one check of the bytes, one copy.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Why text is not a flat JSON object; `offset` counts bytes from the start.
    public struct ParseError: Error, Sendable, Hashable {
        public enum Problem: Sendable, Hashable {
            /// This byte (`{`, `:`) was expected.
            case expected(Character)
            case expectedValue
            case expectedString
            case expectedCommaOrBrace
            case duplicateKey(String)
            case unclosedObject
            case unclosedString
            case textAfterObject
            /// A nested object or array: token fields are flat.
            case nested
            /// `\u` not followed by four hex digits, a lone surrogate, or a pair that does not pair.
            case badUnicodeEscape
            /// A backslash before a character JSON gives no escape for (RFC 8259 section 7).
            case badEscape(Character)
            /// A byte below 0x20 inside a string: JSON requires it escaped (RFC 8259 section 7).
            case controlCharacter(UInt8)
            /// A number that does not follow JSON's number grammar (RFC 8259 section 6).
            case badNumber
            /// A number written with a leading zero, such as `01` (RFC 8259 section 6).
            case leadingZero
            /// A number too large for a 64-bit float, such as `1e999`.
            case numberOutOfRange
        }

        public var problem: Problem
        public var offset: Int
    }

    /// Parses one flat object strictly (RFC 8259): nested objects or arrays are refused (tokens have
    /// none), and so are numbers outside JSON's grammar or a float's range, raw control characters
    /// and unknown escapes, which a lenient reader would take and turn into something else.
    public init(parsing text: String) throws(ParseError) {
        var reader = FlatJSONReader(Array(text.utf8))
        fields = try reader.object()
    }
}
