import StoreKitSim
import StoreKitSimSigning
import StoreKitSimSystem

/// `--intro-eligibility` of `purchase` (Product.PurchaseOption.introductoryOfferEligibility(
/// compactJWS:)): the shortcuts `true`, `false` (a valid signature with that allowIntroductoryOffer)
/// and `wrong`, or the compact JWS the developer's server makes with Apple's
/// IntroductoryOfferEligibilitySignatureCreator. The App Store checks it as AppStoreRequestJWS
/// says, with `aud` "introductory-offer-eligibility", and the claims of "Include custom claims for
/// introductory offer eligibility": `productId` the purchase's product, `allowIntroductoryOffer` a
/// Boolean, `transactionId` present as a string. Whether the App Store also checks that the
/// transaction is the customer's is UNCONFIRMED; this tool does not. A JWS that fails a check is a
/// wrong signature.
enum IntroductoryOfferEligibilitySignature {
    static let audience = "introductory-offer-eligibility"

    static func resolve(_ text: String, productID: ProductID, session: Session) throws -> IntroductoryOfferEligibility {
        switch text {
        case "true": return .signed(allowIntroductoryOffer: true)
        case "false": return .signed(allowIntroductoryOffer: false)
        case "wrong": return .wrongSignature
        default: break
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw CommandError(code: "bad-signature", message: "'\(text.prefix(40))' is not true, false, wrong or a compact JWS",
                               hint: "IntroductoryOfferEligibilitySignatureCreator makes the JWS with the key 'server key' prints",
                               argument: Key.introEligibility.name)
        }
        let key = try session.serverAPIKey()
        return eligibility(parts, key: key, bundleID: session.world.app.bundleID, productID: productID.rawValue, now: System.unixSeconds())
    }

    static func eligibility(_ parts: [Substring], key: ServerAPIKey, bundleID: String, productID: String,
                            now: Int64) -> IntroductoryOfferEligibility {
        guard let claims = AppStoreRequestJWS.verifiedClaims(parts, audience: audience, key: key, bundleID: bundleID, now: now),
              claims.fields["productId"] == .string(productID),
              case .string? = claims.fields["transactionId"],
              case .bool(let allowed)? = claims.fields["allowIntroductoryOffer"] else { return .wrongSignature }
        return .signed(allowIntroductoryOffer: allowed)
    }
}
