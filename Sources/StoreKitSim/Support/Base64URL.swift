/// Base64URL (RFC 4648 section 5) without Foundation, so token values are byte-stable and the
/// world stays free of platform libraries.
///
/// Encoding writes no padding (the token travels in URLs); decoding accepts padded and unpadded
/// input, because Apple's own example tokens come both ways (Apple's ExternalPurchaseCustomLink.token(for:)).
public enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index], b1 = index + 1 < bytes.count ? bytes[index + 1] : 0, b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
            let remaining = bytes.count - index
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            if remaining > 1 { out.append(alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)]) }
            if remaining > 2 { out.append(alphabet[Int(b2 & 0x3F)]) }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Why a value is not base64url.
    public enum DecodeError: Error, Sendable, Equatable {
        case standardAlphabet(Character)
        case badCharacter(Character)
        case badLength
        case badPadding
    }

    /// Decodes base64url, padded or not; surrounding whitespace is the caller's to trim.
    public static func decode(_ text: String) throws(DecodeError) -> [UInt8] {
        var body = Array(text.utf8)
        var padding = 0
        while body.last == UInt8(ascii: "=") { body.removeLast(); padding += 1 }
        var values: [UInt8] = []
        values.reserveCapacity(body.count)
        for byte in body {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "-"): values.append(62)
            case UInt8(ascii: "_"): values.append(63)
            case UInt8(ascii: "+"), UInt8(ascii: "/"): throw .standardAlphabet(Character(UnicodeScalar(byte)))
            default:
                throw .badCharacter(byte == UInt8(ascii: "=") ? "=" : Character(UnicodeScalar(byte < 128 ? byte : 63)))
            }
        }
        if values.count % 4 == 1 { throw .badLength }
        if padding > 0, (values.count + padding) % 4 != 0 || padding > 2 { throw .badPadding }
        var out: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)].map { $0 }
            out.append(chunk[0] << 2 | chunk[1] >> 4)
            if chunk.count > 2 { out.append((chunk[1] & 0x0F) << 4 | chunk[2] >> 2) }
            if chunk.count > 3 { out.append((chunk[2] & 0x03) << 6 | chunk[3]) }
            index += 4
        }
        return out
    }
}
