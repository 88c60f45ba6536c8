import StoreKitSim

/// A transaction a command completed, with what a backend reads from it: the ids as Apple's
/// payloads print them and as the command language names them, and its JWS
/// (VerificationResult.jwsRepresentation, JWSTransactionDecodedPayload,
/// https://developer.apple.com/documentation/appstoreserverapi/jwstransactiondecodedpayload).
public struct OutcomeTransaction: Sendable, Hashable {
    /// The transaction as the world holds it after the command.
    public var transaction: PaymentTransaction
    /// The JWS `transaction jws` prints for it; nil when it could not be signed (no libcrypto).
    public var signedTransaction: String?

    public init(transaction: PaymentTransaction, signedTransaction: String?) {
        self.transaction = transaction
        self.signedTransaction = signedTransaction
    }
}
