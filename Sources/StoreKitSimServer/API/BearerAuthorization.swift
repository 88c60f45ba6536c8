import StoreKitSim
import StoreKitSimSigning

/// Checks the App Store Server API's authorization as Apple's does ("Generating JSON Web Tokens
/// for API requests"): `Authorization: Bearer JWT`, the JWT signed with ES256 by the in-app
/// purchase key, header `kid` the key's id, claims `iss` (issuer id), `aud` "appstoreconnect-v1",
/// `bid` (the app's bundle id) and `exp` no more than 60 minutes ahead.
///
/// Apple's page lists `iat` as required; Apple's own App Store Server Library for Python sends no
/// `iat`, and the App Store accepts its tokens, so a missing `iat` is accepted (UNCONFIRMED) and a
/// present one bounds `exp` to `iat` + 60 minutes. A refusal says nothing about why: 401 only.
public final class BearerAuthorization {
    public let key: ServerAPIKey
    /// The app's bundle id tokens must carry in `bid`; the served world's own (`app bundle-id`).
    public var bundleID: String {
        didSet { if bundleID != oldValue { verified.removeAll() } }
    }
    /// Tokens may be stamped this many seconds ahead of the server's clock.
    public static let clockSkew: Int64 = 60

    /// Tokens already verified, with their expiry: a backend sends the same token until it nears
    /// `exp`, and an ECDSA verification per request would be most of the request's cost.
    private var verified: [Substring: Int64] = [:]
    static let verifiedLimit = 256

    public init(key: ServerAPIKey, bundleID: String) {
        self.key = key
        self.bundleID = bundleID
    }

    /// Whether the header authorizes a request at `now` (real seconds since 1970).
    public func allows(_ header: String?, now: Int64) -> Bool {
        // The scheme is case-insensitive (RFC 9110 §11.1): "bearer" is "Bearer".
        guard let token = BearerCredentials.of(header) else { return false }
        if let expires = verified[token] {
            if expires > now { return true }
            verified[token] = nil
        }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.utf8.count <= 8192 }) else { return false }
        var expiry: Int64?
        let claims = key.verifiedClaims(parts, audience: "appstoreconnect-v1", bundleID: bundleID) { claims in
            guard let expires = Self.seconds(claims.fields["exp"]), expires > now else { return false }
            if let issued = claims.fields["iat"] {
                guard let issued = Self.seconds(issued), issued <= now + Self.clockSkew, expires - issued <= 3600 else { return false }
            } else {
                guard expires - now <= 3600 + Self.clockSkew else { return false }
            }
            expiry = expires
            return true
        }
        guard claims != nil, let expires = expiry else { return false }
        if verified.count >= Self.verifiedLimit { verified.removeAll(keepingCapacity: true) }
        verified[token] = expires
        return true
    }

    /// A NumericDate claim (RFC 7519 §2): whole seconds.
    private static func seconds(_ value: FlatJSON.Value?) -> Int64? {
        guard case .number(let text)? = value else { return nil }
        return Int64(text)
    }
}
