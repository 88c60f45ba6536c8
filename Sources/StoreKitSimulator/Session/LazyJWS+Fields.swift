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
}
