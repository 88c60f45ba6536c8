import StoreKitSim
import StoreKitSimSigning
import Synchronization

/// StoreKit 2's signed data for the library's values, from the same payload builders
/// (`SignedPayloads`) and the same local test chain (`LocalTestSigner`) the command language's
/// `transaction jws`, `subscription status --jws` and `app-transaction --jws` print: a
/// VerificationResult's `jwsRepresentation` carries, field for field, the payload the command
/// prints for the same world. Used under its store's lock.
final class SignedData: @unchecked Sendable {
    /// A decoded payload (JSON text) and its JWS in compact serialization, signed when first read.
    struct Signed: Sendable, Hashable {
        var payload: String
        var jws: LazyJWS
        /// The payload's "deviceVerification" (base64) and "deviceVerificationNonce", if it has them.
        var deviceVerification: String?
        var deviceVerificationNonce: String?
    }

    /// The signer for the world's signing seed, made on first use (libcrypto is opened then);
    /// its own lock, because a value is signed when the app first reads its JWS, on any thread.
    private let signer = Mutex<LocalTestSigner?>(nil)

    /// JWSTransactionDecodedPayload of `transaction` as the world has it now.
    func transaction(_ transaction: PaymentTransaction, in world: World) -> Signed {
        prepare(SignedPayloads.transaction(transaction, in: world), in: world)
    }

    /// JWSRenewalInfoDecodedPayload of a subscription group's renewal info.
    func renewalInfo(_ state: SubscriptionState, in world: World) -> Signed {
        prepare(SignedPayloads.renewalInfo(state, in: world), in: world)
    }

    /// The app transaction's payload.
    func appTransaction(in world: World) -> Signed {
        prepare(SignedPayloads.appTransaction(in: world), in: world)
    }

    /// The payload now (it is the world's state now) and its signature when first asked for: an
    /// `advance` across 90,000 renewals under an accelerated time rate makes 90,000 transactions
    /// and statuses, and an ES256 signature for each took most of its time, though an app
    /// reads the JWS of few. With verification failing with invalidSignature the signature is
    /// altered so that it no longer verifies, as the commands do.
    private func prepare(_ payload: OrderedJSON, in world: World) -> Signed {
        var signed = Signed(payload: payload.text,
                            jws: LazyJWS(payload: payload, signer: self, seed: world.storeKit2.signingSeed,
                                         breakSignature: world.storeKit2.verificationError == .invalidSignature))
        for (key, value) in payload.fields {
            guard case .string(let text) = value else { continue }
            if key == "deviceVerification" { signed.deviceVerification = text }
            if key == "deviceVerificationNonce" { signed.deviceVerificationNonce = text }
        }
        return signed
    }

    /// Signs `payload` with the chain of `seed`; nil without libcrypto (the value keeps its
    /// fields and `jwsRepresentation` is empty).
    func sign(_ payload: OrderedJSON, seed: String, breakSignature: Bool) -> String? {
        signer.withLock { signer in
            if signer?.seed != seed { signer = try? LocalTestSigner(seed: seed) }
            return try? signer?.sign(payload, breakSignature: breakSignature)
        }
    }
}

/// A JWS made on first read and kept: equal when the payloads and the way they are signed are.
final class LazyJWS: @unchecked Sendable, Hashable {
    private let payload: OrderedJSON
    /// The decoded payload (JSON text), the value's `jsonRepresentation`.
    let text: String
    private let signer: SignedData
    private let seed: String
    private let breakSignature: Bool
    private let made = Mutex<String?>(nil)

    init(payload: OrderedJSON, signer: SignedData, seed: String, breakSignature: Bool) {
        self.payload = payload
        text = payload.text
        self.signer = signer
        self.seed = seed
        self.breakSignature = breakSignature
    }

    /// The compact serialization, signed now if it was not yet; empty without libcrypto.
    var value: String {
        if let made = made.withLock({ $0 }) { return made }
        let jws = signer.sign(payload, seed: seed, breakSignature: breakSignature) ?? ""
        return made.withLock { made in
            if made == nil { made = jws }
            return made ?? jws
        }
    }

    static func == (lhs: LazyJWS, rhs: LazyJWS) -> Bool {
        lhs === rhs || (lhs.text == rhs.text && lhs.seed == rhs.seed && lhs.breakSignature == rhs.breakSignature)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(seed)
    }
}

/// Command lines the library writes: a word that would not read back as one word is quoted.
enum CommandText {
    static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && !word.contains { $0 == " " || $0 == "\t" || $0 == "'" || $0 == "\"" || $0 == "#" || $0 == "\\" || $0.isNewline }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
