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
/// wrong signature (invalidSignature).
///
/// `buy` (StoreKit 1's SKPaymentDiscount) also takes the older form that Apple's
/// PromotionalOfferSignatureCreator makes ("Generating a signature for promotional offers"): a
/// base64 DER ECDSA signature over bundle id, key id, product id, offer id, the lowercased
/// applicationUsername, the lowercased nonce and the timestamp in milliseconds, joined by U+2063,
/// with the key id, nonce and timestamp given beside it (`--key-id`, `--nonce`, `--timestamp`,
/// `--username`); the timestamp keeps the offer active for 24 hours. Without them the payment
/// discount is missing its parameters (missingOfferParams).
enum PromotionalOfferSignature {
    /// The StoreKit 1 payment discount's other fields, for the older signature.
    struct PaymentDiscount {
        var keyID: String?
        var nonce: String?
        var timestamp: Int?
        var username: String
    }

    /// How long a signature stays valid after `iat` or its timestamp (UNCONFIRMED).
    static let lifetime = AppStoreRequestJWS.lifetime

    static func resolve(_ text: String?, productID: ProductID, offerID: String, session: Session,
                        discount: PaymentDiscount? = nil) throws -> OfferRequest.Signature {
        guard let text else { return .valid }
        if let shortcut = OfferRequest.Signature(rawValue: text) { return shortcut }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 1, let discount, let der = base64(text) {
            guard let keyID = discount.keyID, let nonce = discount.nonce, let timestamp = discount.timestamp else { return .missing }
            let key = try session.serverAPIKey()
            let payload = [session.world.app.bundleID, keyID, productID.rawValue, offerID, discount.username.lowercased(), nonce.lowercased(),
                           String(timestamp)]
                .joined(separator: "\u{2063}")
            let now = System.unixSeconds() * 1000
            let fresh = timestamp <= now + 60_000 && Int64(now) - Int64(timestamp) <= lifetime * 1000
            return keyID == key.keyID && fresh && key.verifies(der: der, of: Array(payload.utf8)) ? .valid : .wrong
        }
        guard parts.count == 3 else {
            let forms = discount == nil ? "valid, wrong, missing or a compact JWS" : "valid, wrong, missing, a compact JWS or a base64 signature"
            throw CommandError(code: "bad-signature", message: "'\(text.prefix(40))' is not \(forms)", argument: Key.signature.name)
        }
        let key = try session.serverAPIKey()
        return accepts(parts, key: key, bundleID: session.world.app.bundleID, productID: productID.rawValue, offerID: offerID,
                       now: System.unixSeconds())
            ? .valid : .wrong
    }

    /// Standard base64 (RFC 4648 §4), padded or not; nil when it is not.
    static func base64(_ text: String) -> [UInt8]? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }) else { return nil }
        let url = String(text.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
        return try? Base64URL.decode(url)
    }

    static func accepts(_ parts: [Substring], key: ServerAPIKey, bundleID: String, productID: String, offerID: String, now: Int64) -> Bool {
        guard let claims = AppStoreRequestJWS.verifiedClaims(parts, audience: "promotional-offer", key: key, bundleID: bundleID, now: now)
        else { return false }
        return claims.fields["productId"] == .string(productID) && claims.fields["offerIdentifier"] == .string(offerID)
    }
}
