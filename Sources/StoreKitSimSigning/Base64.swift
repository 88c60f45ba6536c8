import CLibCrypto

/// Base64 (RFC 4648 §4) and base64url (§5, without padding, as RFC 7515 §2 asks) through
/// OpenSSL's EVP_EncodeBlock, so the module needs no Foundation for the x5c chain and the JWS.
public enum Base64 {
    /// Padded base64 of `bytes`, loading libcrypto first (a served world's root certificate).
    public static func standard(_ bytes: [UInt8]) throws(SigningError) -> String {
        try CryptoLibrary.load()
        return try encode(bytes)
    }

    /// Padded base64 of `bytes`. The caller has loaded libcrypto (`CryptoLibrary.load()`).
    static func encode(_ bytes: [UInt8]) throws(SigningError) -> String {
        // EVP_EncodeBlock takes an Int32 count and writes 4 bytes per 3, plus a NUL.
        guard bytes.count <= Int(Int32.max) / 4 * 3 - 3 else { throw .openssl("EVP_EncodeBlock") }
        var text = [UInt8](repeating: 0, count: (bytes.count + 2) / 3 * 4 + 1)
        let written = text.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { skcrypto_EVP_EncodeBlock(out.baseAddress, $0.baseAddress, Int32($0.count)) }
        }
        guard written >= 0, Int(written) == text.count - 1 else { throw .openssl("EVP_EncodeBlock") }
        return String(decoding: text[..<Int(written)], as: UTF8.self)
    }

    /// Base64url without padding: `+` becomes `-`, `/` becomes `_`, trailing `=` dropped.
    public static func url(_ bytes: [UInt8]) throws(SigningError) -> String {
        try CryptoLibrary.load()
        var text = Array(try encode(bytes).utf8)
        while text.last == UInt8(ascii: "=") { text.removeLast() }
        for index in text.indices {
            if text[index] == UInt8(ascii: "+") {
                text[index] = UInt8(ascii: "-")
            } else if text[index] == UInt8(ascii: "/") {
                text[index] = UInt8(ascii: "_")
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
