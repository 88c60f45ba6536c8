import CLibCrypto

/// The in-app purchase key the tool issues for its App Store Server API, as App Store Connect
/// issues one ("Creating API keys to authorize API requests"): an issuer id, a key id, and an
/// ES256 private key handed out as a PKCS#8 .p8 file. The developer's server signs its bearer
/// tokens with it; `storekit-sim serve` checks them with the public half.
///
/// Everything derives from the world's signing seed, so a test can print the key once
/// (`server key`) and use it against any run of the same world.
public final class ServerAPIKey {
    public let seed: String
    /// A UUID in App Store Connect's issuer id form, derived from the seed.
    public let issuerID: String
    /// Ten upper-case letters and digits, as App Store Connect's key ids are.
    public let keyID: String
    private let key: SigningKey

    public init(seed: String) throws(SigningError) {
        try CryptoLibrary.load()
        self.seed = seed
        key = try SigningKey(seed: seed, role: "app-store-server-api-key")
        let digest = try SHA256.hash(Array("\(seed)/app-store-server-api-key/ids".utf8))
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        keyID = String(decoding: digest.prefix(10).map { alphabet[Int($0) % alphabet.count] }, as: UTF8.self)
        let hex = Array("0123456789abcdef".utf8)
        var uuid: [UInt8] = []
        for (index, byte) in digest[10..<26].enumerated() {
            if [4, 6, 8, 10].contains(index) { uuid.append(UInt8(ascii: "-")) }
            // Version 4 and the RFC 4122 variant, so strict UUID parsers accept it.
            let value = index == 6 ? (byte & 0x0F) | 0x40 : index == 8 ? (byte & 0x3F) | 0x80 : byte
            uuid.append(hex[Int(value >> 4)])
            uuid.append(hex[Int(value & 0x0F)])
        }
        issuerID = String(decoding: uuid, as: UTF8.self)
    }

    /// The private key as the PKCS#8 PEM of a .p8 file.
    public func privateKeyPEM() throws(SigningError) -> String { try key.pkcs8PEM() }

    /// Whether `signature` (raw r||s) is this key's ES256 signature of `message`.
    public func verifies(_ signature: [UInt8], of message: [UInt8]) -> Bool { key.verifiesES256(signature, of: message) }

    /// Whether `der` (DER ECDSA with SHA-256) is this key's signature of `message`: the older
    /// promotional offer signature ("Generating a signature for promotional offers").
    public func verifies(der: [UInt8], of message: [UInt8]) -> Bool { key.verifiesDER(der, of: message) }

    /// Signs `message` with ES256 (for tests and `server token`), raw r||s.
    public func sign(_ message: [UInt8]) throws(SigningError) -> [UInt8] { try key.signES256(message) }
}
