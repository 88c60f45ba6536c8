import StoreKitSim
import StoreKitSimSigning

/// StoreKit 2's signed data for the library's values, from the same payload builders
/// (`SignedPayloads`) and the same local test chain (`LocalTestSigner`) the command language's
/// `transaction jws`, `subscription status --jws` and `app-transaction --jws` print: a
/// VerificationResult's `jwsRepresentation` carries, field for field, the payload the command
/// prints for the same world. Used under its store's lock.
final class SignedData {
    /// A JWS in compact serialization and its decoded payload (JSON text).
    struct Signed: Sendable, Hashable {
        var payload: String
        var jws: String
        /// The payload's "deviceVerification" (base64) and "deviceVerificationNonce", if it has them.
        var deviceVerification: String?
        var deviceVerificationNonce: String?
    }

    /// The signer for the world's signing seed, made on first use (libcrypto is opened then).
    private var signer: LocalTestSigner?

    /// JWSTransactionDecodedPayload of `transaction` as the world has it now.
    func transaction(_ transaction: PaymentTransaction, in world: World) -> Signed? {
        sign(SignedPayloads.transaction(transaction, in: world), in: world)
    }

    /// JWSRenewalInfoDecodedPayload of a subscription group's renewal info.
    func renewalInfo(_ state: SubscriptionState, in world: World) -> Signed? {
        sign(SignedPayloads.renewalInfo(state, in: world), in: world)
    }

    /// The app transaction's payload.
    func appTransaction(in world: World) -> Signed? {
        sign(SignedPayloads.appTransaction(in: world), in: world)
    }

    /// Signs `payload`; with verification failing with invalidSignature, the signature is altered
    /// so that it no longer verifies, as the commands do. Without libcrypto there is no JWS (nil):
    /// the values keep their fields and `jwsRepresentation` is empty.
    private func sign(_ payload: OrderedJSON, in world: World) -> Signed? {
        let seed = world.storeKit2.signingSeed
        if signer?.seed != seed { signer = try? LocalTestSigner(seed: seed) }
        guard let signer,
              let jws = try? signer.sign(payload, breakSignature: world.storeKit2.verificationError == .invalidSignature) else { return nil }
        var signed = Signed(payload: payload.text, jws: jws)
        for (key, value) in payload.fields {
            guard case .string(let text) = value else { continue }
            if key == "deviceVerification" { signed.deviceVerification = text }
            if key == "deviceVerificationNonce" { signed.deviceVerificationNonce = text }
        }
        return signed
    }
}

/// Command lines the library writes: a word that would not read back as one word is quoted.
enum CommandText {
    static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && !word.contains { $0 == " " || $0 == "\t" || $0 == "'" || $0 == "\"" || $0 == "#" || $0 == "\\" || $0.isNewline }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
