import Foundation

/// The fields every signed value of the library reads from its payload the same way
/// (Transaction, AppTransaction, Product.SubscriptionInfo.RenewalInfo): one reading of each, so
/// the values do not each parse the payload's text their own way.
extension Optional where Wrapped == LazyJWS {
    /// The payload's deviceVerification (SHA-384 of the nonce and `AppStore.deviceVerificationID`);
    /// empty without a payload or without libcrypto.
    var deviceVerification: Data {
        self?.field("deviceVerification").flatMap { Data(base64Encoded: $0) } ?? Data()
    }

    /// The payload's deviceVerificationNonce; the null UUID without a payload.
    var deviceVerificationNonce: UUID {
        self?.field("deviceVerificationNonce").flatMap(UUID.init(uuidString:)) ?? UUID(uuid: UUID.null)
    }

    /// The decoded payload as UTF-8 JSON (`jsonRepresentation`); `{}` without a payload.
    var jsonRepresentation: Data { Data((self?.text ?? "{}").utf8) }

    /// A billing plan field of the payload ("billingPlanType", "renewalBillingPlanType"): MONTHLY
    /// or BILLED_UPFRONT as Product.SubscriptionInfo.BillingPlanType; nil where the payload has none.
    func billingPlanType(_ key: String) -> Product.SubscriptionInfo.BillingPlanType? {
        self?.field(key).flatMap(Product.SubscriptionInfo.BillingPlanType.init(payloadValue:))
    }

    /// An object field of the payload ("commitmentInfo"), decoded; nil where the payload has none.
    func objectField(_ key: String) -> [String: Any]? { self?.object(key) }
}
