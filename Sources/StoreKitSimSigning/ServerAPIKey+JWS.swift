import StoreKitSim

extension ServerAPIKey {
    /// The claims of a compact JWS the developer's server signed with this in-app purchase key, or
    /// nil: header `alg` ES256 and `kid` this key's id; claims `iss` its issuer id, `aud` the
    /// audience and `bid` the app's bundle id, then the caller's own claim checks (`accepts`), and
    /// only then the ES256 signature, so a token refused for its claims costs no verification.
    /// The one reading of the tokens of "Generating JSON Web Tokens for API requests" and
    /// "Generating JWS to sign App Store requests".
    public func verifiedClaims(_ parts: [Substring], audience: String, bundleID: String,
                               accepts: (FlatJSON) -> Bool = { _ in true }) -> FlatJSON? {
        guard parts.count == 3, let headerBytes = try? Base64URL.decode(String(parts[0])),
              let claimBytes = try? Base64URL.decode(String(parts[1])), let signature = try? Base64URL.decode(String(parts[2])),
              let header = try? FlatJSON(parsing: String(decoding: headerBytes, as: UTF8.self)),
              let claims = try? FlatJSON(parsing: String(decoding: claimBytes, as: UTF8.self)) else { return nil }
        guard header.fields["alg"] == .string("ES256"), header.fields["kid"] == .string(keyID),
              claims.fields["iss"] == .string(issuerID), claims.fields["aud"] == .string(audience),
              claims.fields["bid"] == .string(bundleID), accepts(claims),
              verifies(signature, of: Array((parts[0] + "." + parts[1]).utf8)) else { return nil }
        return claims
    }
}
