import Foundation
import StoreKitSim
import StoreKitSimSigning
import Synchronization

/// StoreKit 2's signed data for the library's values, from the same payload builders
/// (`SignedPayloads`) and the same local test chain (`LocalTestSigner`) the command language's
/// `transaction jws`, `subscription status --jws` and `app-transaction --jws` print: a
/// VerificationResult's `jwsRepresentation` carries, field for field, the payload the command
/// prints for the same world. Used under its store's lock.
final class SignedData: @unchecked Sendable {
    /// The signer for the world's signing seed, made on first use (libcrypto is opened then);
    /// its own lock, because a value is signed when the app first reads its JWS, on any thread.
    private let signer = Mutex<LocalTestSigner?>(nil)

    /// JWSTransactionDecodedPayload of `transaction` as the world has it in `snapshot`.
    func transaction(_ transaction: PaymentTransaction, in snapshot: WorldSnapshot) -> LazyJWS {
        LazyJWS(signer: self, world: snapshot.world) { SignedPayloads.transaction(transaction, in: snapshot.world) }
    }

    /// JWSRenewalInfoDecodedPayload of a subscription group's renewal info.
    func renewalInfo(_ state: SubscriptionState, in snapshot: WorldSnapshot) -> LazyJWS {
        LazyJWS(signer: self, world: snapshot.world) { SignedPayloads.renewalInfo(state, in: snapshot.world) }
    }

    /// The app transaction's payload.
    func appTransaction(in snapshot: WorldSnapshot) -> LazyJWS {
        LazyJWS(signer: self, world: snapshot.world) { SignedPayloads.appTransaction(in: snapshot.world, account: snapshot.world.device.account) }
    }

    /// Signs `payload` with the chain of `seed`; nil without libcrypto (the value keeps its
    /// fields and `jwsRepresentation` is empty). With `breakSignature` (verification failing with
    /// invalidSignature) the signature is altered so that it no longer verifies, as the commands do.
    func sign(_ payload: OrderedJSON, seed: String, breakSignature: Bool) -> String? {
        signer.withLock { signer in
            if signer?.seed != seed { signer = try? LocalTestSigner(seed: seed) }
            return try? signer?.sign(payload, breakSignature: breakSignature)
        }
    }
}

/// The world as one command left it, shared by every value made from it: an `advance` across
/// 90,000 renewals makes 180,000 values from one snapshot, each built when the app reads it.
final class WorldSnapshot: Sendable {
    let world: World
    init(_ world: World) { self.world = world }
}

/// A value's signed payload, built when first read: its decoded JSON (`jsonRepresentation`), its
/// device verification fields and its JWS. Building the payload text and signing it took most of
/// an `advance` under an accelerated time rate, though an app reads the payload of few values.
final class LazyJWS: @unchecked Sendable, Hashable {
    private let make: @Sendable () -> OrderedJSON
    private let signer: SignedData
    private let seed: String
    private let breakSignature: Bool
    private struct Built {
        var payload: OrderedJSON
        var text: String
        var jws: String?
    }
    private let built = Mutex<Built?>(nil)

    init(signer: SignedData, world: World, make: @escaping @Sendable () -> OrderedJSON) {
        self.make = make
        self.signer = signer
        seed = world.storeKit2.signingSeed
        breakSignature = world.storeKit2.verificationError == .invalidSignature
    }

    private func payload() -> Built {
        if let built = built.withLock({ $0 }) { return built }
        let payload = make()
        let made = Built(payload: payload, text: payload.text, jws: nil)
        return built.withLock { built in
            if built == nil { built = made }
            return built ?? made
        }
    }

    /// The decoded payload (JSON text), the value's `jsonRepresentation`.
    var text: String { payload().text }

    /// A string field of the payload ("deviceVerification", "deviceVerificationNonce").
    func field(_ key: String) -> String? {
        for (name, value) in payload().payload.fields where name == key {
            if case .string(let text) = value { return text }
        }
        return nil
    }

    /// An object field of the payload ("commitmentInfo"), decoded; nil when the payload has none.
    func object(_ key: String) -> [String: Any]? {
        for (name, value) in payload().payload.fields where name == key {
            if case .object(let text) = value {
                return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
            }
        }
        return nil
    }

    /// The compact serialization, signed now if it was not yet; empty without libcrypto.
    var value: String {
        let current = payload()
        if let jws = current.jws { return jws }
        let jws = signer.sign(current.payload, seed: seed, breakSignature: breakSignature) ?? ""
        return built.withLock { built in
            if built?.jws == nil { built?.jws = jws }
            return built?.jws ?? jws
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
