/// A JSON value written with its keys in the order given, compact: the server's response bodies
/// and the notification payloads, which nest objects and arrays (the signed payloads' flat
/// `OrderedJSON` does not).
///
/// Written straight to UTF-8 bytes: a response carries several 3 KB JWS strings, and escaping them
/// scalar by scalar into a String was most of a request's time (bench/server.py).
public indirect enum ResponseJSON: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case bool(Bool)
    case null
    case array([ResponseJSON])
    case object([(String, ResponseJSON)])

    public static func == (a: ResponseJSON, b: ResponseJSON) -> Bool { a.bytes == b.bytes }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .string(let text): Self.quote(text, to: &out)
        case .integer(let number): out.append(contentsOf: String(number).utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.quote(field.0, to: &out)
                out.append(UInt8(ascii: ":"))
                field.1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal (RFC 8259 §7): quotes, backslashes and control characters escaped,
    /// everything else copied as UTF-8.
    static func quote(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            if !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
                out.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case 0x22: out.append(contentsOf: [0x5C, 0x22])
                case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0..<0x20, 0x7F:
                    out.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    out.append(contentsOf: [hexDigit(byte >> 4), hexDigit(byte & 0x0F)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// One lowercase hexadecimal digit for 0...15.
    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
}
