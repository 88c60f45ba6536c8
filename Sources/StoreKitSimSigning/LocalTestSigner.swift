/// Signs StoreKit 2's data as JWS (RFC 7515 compact serialization, ES256) with an x5c chain of
/// three certificates, leaf, intermediate and root, as the App Store signs it ("JWSTransaction",
/// "JWSDecodedHeader"); the App Store Server Library's SignedDataVerifier expects three. The
/// root stands in for Xcode's local StoreKit testing certificate: the tool creates it for each
/// world from the world's signing seed, and `signing root` prints it so a test can trust it.
///
/// The keys come from the seed, so they are the same on every run; the certificates' and the
/// payloads' ECDSA signatures are not (OpenSSL 3.0 has no deterministic ECDSA).
public final class LocalTestSigner {
    public let seed: String
    private let leafKey: SigningKey
    private let chain: [TestCertificate]
    private let x5c: [String]

    /// Loads libcrypto first (`CryptoLibrary.load()`): a machine without it gets
    /// `SigningError.libraryUnavailable`, not a crash.
    public init(seed: String) throws(SigningError) {
        try CryptoLibrary.load()
        self.seed = seed
        let rootKey = try SigningKey(seed: seed, role: "root")
        let intermediateKey = try SigningKey(seed: seed, role: "intermediate")
        leafKey = try SigningKey(seed: seed, role: "leaf")
        let root = try TestCertificate(commonName: "storekit-sim Local Testing Root CA", serial: 1, key: rootKey, role: .root, issuer: nil)
        let intermediate = try TestCertificate(commonName: "storekit-sim Local Testing Intermediate CA", serial: 2, key: intermediateKey,
                                               role: .intermediate, issuer: (root, rootKey))
        let leaf = try TestCertificate(commonName: "storekit-sim Local Testing StoreKit Signing", serial: 3, key: leafKey,
                                       role: .leaf, issuer: (intermediate, intermediateKey))
        chain = [leaf, intermediate, root]
        var encoded: [String] = []
        for certificate in chain { encoded.append(try Base64.encode(certificate.der())) }
        x5c = encoded
    }

    /// The root certificate in PEM, for `openssl verify -CAfile`.
    public func rootPEM() throws(SigningError) -> String { try chain[2].pem() }

    /// The root certificate in DER, as the App Store Server Library's SignedDataVerifier takes it.
    public func rootDER() throws(SigningError) -> [UInt8] { try chain[2].der() }

    /// The chain's common names, leaf first.
    public var chainNames: [String] { chain.map(\.commonName) }

    /// The JWS header: `{"alg":"ES256","x5c":[leaf, intermediate, root]}` (base64 DER, RFC 7515 §4.1.6).
    public var header: OrderedJSON {
        var header = OrderedJSON()
        header.add("alg", .string("ES256"))
        header.add("x5c", .strings(x5c))
        return header
    }

    /// A JWS over payload text the caller wrote (the App Store Server API's nested notification
    /// payloads), with the same header and chain as `sign(_:)`.
    public func sign(text payload: String) throws(SigningError) -> String {
        let input = try Base64.url(Array(header.text.utf8)) + "." + Base64.url(Array(payload.utf8))
        return try input + "." + Base64.url(leafKey.signES256(Array(input.utf8)))
    }

    /// `BASE64URL(header).BASE64URL(payload).BASE64URL(r||s)`. With `breakSignature`, the
    /// signature is altered after signing so that it no longer verifies.
    public func sign(_ payload: OrderedJSON, breakSignature: Bool = false) throws(SigningError) -> String {
        let input = try Base64.url(Array(header.text.utf8)) + "." + Base64.url(Array(payload.text.utf8))
        var signature = try leafKey.signES256(Array(input.utf8))
        if breakSignature { signature[63] ^= 0x01 }
        return try input + "." + Base64.url(signature)
    }
}
