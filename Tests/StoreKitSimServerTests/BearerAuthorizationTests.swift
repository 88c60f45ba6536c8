import StoreKitSim
import StoreKitSimServer
import StoreKitSimSigning
import Testing

/// Apple's authorization rules for the App Store Server API, on tokens made with the issued key.
@Suite struct BearerAuthorizationTests {
    static let now: Int64 = 2_000_000_000

    static func token(key: ServerAPIKey, header: String? = nil, claims: String? = nil, signer: ServerAPIKey? = nil) throws -> String {
        let head = header ?? #"{"alg":"ES256","kid":"\#(key.keyID)","typ":"JWT"}"#
        let body = claims ?? Self.claims(key)
        let input = Base64URL.encode(Array(head.utf8)) + "." + Base64URL.encode(Array(body.utf8))
        return "Bearer " + input + "." + Base64URL.encode(try (signer ?? key).sign(Array(input.utf8)))
    }

    static func claims(_ key: ServerAPIKey, iat: Int64? = now - 10, exp: Int64 = now + 600, aud: String = "appstoreconnect-v1",
                       bid: String = "com.example.storekitsim", iss: String? = nil) -> String {
        var fields = [#""iss":"\#(iss ?? key.issuerID)""#, #""exp":\#(exp)"#, #""aud":"\#(aud)""#, #""bid":"\#(bid)""#]
        if let iat { fields.append(#""iat":\#(iat)"#) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    @Test func acceptsAppleShapedTokensWithOrWithoutIat() throws {
        let key = try ServerAPIKey(seed: "storekit-sim")
        let check = BearerAuthorization(key: key, bundleID: "com.example.storekitsim")
        #expect(check.allows(try Self.token(key: key), now: Self.now))
        #expect(check.allows(try Self.token(key: key, claims: Self.claims(key, iat: nil)), now: Self.now))
    }

    @Test func refusesEveryWrongPart() throws {
        let key = try ServerAPIKey(seed: "storekit-sim")
        let other = try ServerAPIKey(seed: "another seed")
        let check = BearerAuthorization(key: key, bundleID: "com.example.storekitsim")
        let refused: [String?] = [
            nil, "Basic abc", "Bearer", "Bearer a.b", "Bearer a.b.c",
            try Self.token(key: key, signer: other),
            try Self.token(key: key, header: #"{"alg":"ES256","kid":"WRONGKEYID"}"#),
            try Self.token(key: key, header: #"{"alg":"HS256","kid":"\#(key.keyID)"}"#),
            try Self.token(key: key, claims: Self.claims(key, aud: "appstoreconnect-v2")),
            try Self.token(key: key, claims: Self.claims(key, bid: "com.other.app")),
            try Self.token(key: key, claims: Self.claims(key, iss: other.issuerID)),
            try Self.token(key: key, claims: Self.claims(key, exp: Self.now - 1)),
            try Self.token(key: key, claims: Self.claims(key, iat: Self.now, exp: Self.now + 3601)),
            try Self.token(key: key, claims: Self.claims(key, iat: nil, exp: Self.now + 7200)),
            try Self.token(key: key, claims: Self.claims(key, iat: Self.now + 600, exp: Self.now + 900)),
        ]
        for header in refused { #expect(!check.allows(header, now: Self.now), "\(header ?? "nil")") }
        // One byte of the signature changed.
        var bytes = Array(try Self.token(key: key).utf8)
        bytes[bytes.count - 3] = bytes[bytes.count - 3] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(!check.allows(String(decoding: bytes, as: UTF8.self), now: Self.now))
    }

    @Test func aVerifiedTokenStillExpires() throws {
        let key = try ServerAPIKey(seed: "storekit-sim")
        let check = BearerAuthorization(key: key, bundleID: "com.example.storekitsim")
        let token = try Self.token(key: key)
        #expect(check.allows(token, now: Self.now))
        #expect(check.allows(token, now: Self.now + 599))
        #expect(!check.allows(token, now: Self.now + 600))
    }

    @Test func theKeyIsThePKCS8OfItsSeed() throws {
        let key = try ServerAPIKey(seed: "storekit-sim")
        let pem = try key.privateKeyPEM()
        #expect(pem.hasPrefix("-----BEGIN PRIVATE KEY-----\n") && pem.hasSuffix("-----END PRIVATE KEY-----\n"))
        #expect(try ServerAPIKey(seed: "storekit-sim").privateKeyPEM() == pem)
        #expect(try ServerAPIKey(seed: "other").privateKeyPEM() != pem)
        #expect(key.keyID.count == 10 && key.issuerID.count == 36)
    }
}
