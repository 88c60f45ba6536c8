import StoreKitSim
import StoreKitSimSigning
import StoreKitSimSystem

/// `--signature` of `buy --offer` and `purchase --promotional-offer`: the shortcuts `valid`,
/// `wrong` and `missing`, or the compact JWS the developer's server makes with Apple's
/// PromotionalOfferV2SignatureCreator ("Generating JWS to sign App Store requests"), which the
/// App Store checks as it does here: ES256 by the in-app purchase key the tool issues (`server
/// key`), header `kid` that key's id, claims `iss` its issuer id, `bid` the app's bundle id, `aud`
/// "promotional-offer", `productId` and `offerIdentifier` the purchase's, and `iat` no more than
/// 24 hours old by the real clock (the window is UNCONFIRMED). A JWS that fails any check is a
/// wrong signature (invalidSignature); the other forms (the older ECDSA signature and
/// introductory-offer eligibility) are not read yet.
enum PromotionalOfferSignature {
    /// How long a signature stays valid after `iat` (UNCONFIRMED).
    static let lifetime: Int64 = 24 * 3600

    static func resolve(_ text: String?, productID: String, offerID: String, session: Session) throws -> OfferRequest.Signature {
        guard let text else { return .valid }
        if let shortcut = OfferRequest.Signature(rawValue: text) { return shortcut }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw CommandError(code: "bad-signature", message: "'\(text.prefix(40))' is not valid, wrong, missing or a compact JWS", argument: "signature")
        }
        let key = try session.serverAPIKey()
        return accepts(parts, key: key, bundleID: session.world.app.bundleID, productID: productID, offerID: offerID, now: System.unixSeconds())
            ? .valid : .wrong
    }

    static func accepts(_ parts: [Substring], key: ServerAPIKey, bundleID: String, productID: String, offerID: String, now: Int64) -> Bool {
        guard let headerBytes = try? Base64URL.decode(String(parts[0])), let claimBytes = try? Base64URL.decode(String(parts[1])),
              let signature = try? Base64URL.decode(String(parts[2])),
              let header = try? FlatJSON(parsing: String(decoding: headerBytes, as: UTF8.self)),
              let claims = try? FlatJSON(parsing: String(decoding: claimBytes, as: UTF8.self)) else { return false }
        guard header.fields["alg"] == .string("ES256"), header.fields["kid"] == .string(key.keyID),
              claims.fields["iss"] == .string(key.issuerID), claims.fields["bid"] == .string(bundleID),
              claims.fields["aud"] == .string("promotional-offer"), claims.fields["productId"] == .string(productID),
              claims.fields["offerIdentifier"] == .string(offerID),
              case .number(let issuedText)? = claims.fields["iat"], let issued = Int64(issuedText),
              issued <= now + 60, now - issued <= lifetime else { return false }
        return key.verifies(signature, of: Array((parts[0] + "." + parts[1]).utf8))
    }
}
