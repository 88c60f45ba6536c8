import StoreKitSim
import StoreKitSimSigning

/// The checks every JWS the developer's server signs for StoreKit shares ("Generating JWS to sign
/// App Store requests"): a compact serialization, header `alg` ES256 and `kid` the in-app purchase
/// key's id, claims `iss` its issuer id, `bid` the app's bundle id, `aud` the feature's audience,
/// `iat` no later than a minute ahead and no more than 24 hours old by the real clock (Apple says
/// the App Store calculates an expiration time from `iat` but not which: the window is
/// UNCONFIRMED), and an ES256 signature by that key. The feature's own claims are the caller's.
enum AppStoreRequestJWS {
    /// How long a signature stays valid after `iat` (UNCONFIRMED).
    static let lifetime: Int64 = 24 * 3600

    /// The claims of `parts` (the three dot-separated parts), or nil when a shared check fails.
    static func verifiedClaims(_ parts: [Substring], audience: String, key: ServerAPIKey, bundleID: String, now: Int64) -> FlatJSON? {
        key.verifiedClaims(parts, audience: audience, bundleID: bundleID) { claims in
            guard case .number(let issuedText)? = claims.fields["iat"], let issued = Int64(issuedText) else { return false }
            return issued <= now + 60 && now - issued <= lifetime
        }
    }
}
