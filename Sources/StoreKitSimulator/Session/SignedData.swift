import StoreKitSim
import StoreKitSimCommands

/// StoreKit 2's signed data for the library's values, made by the command language itself: a
/// second, silent command session over a copy of the world runs `transaction jws`, `subscription
/// status --jws` or `app-transaction --jws` and keeps the decoded payload and the JWS they print.
/// So a VerificationResult's `jwsRepresentation` is the JWS the command prints for the same world,
/// field for field. Used under its store's lock.
final class SignedData {
    /// A JWS in compact serialization and its decoded payload (JSON text).
    struct Signed: Sendable, Hashable {
        var payload: String
        var jws: String
    }

    private let sink = CollectingSink()
    private let session: Session

    init() {
        session = Session(world: World(), sink: sink)
        session.vocabulary = .storekit2
    }

    /// JWSTransactionDecodedPayload of transaction `id` as the world has it now.
    func transaction(_ id: String, in world: World) -> Signed? {
        sign("transaction jws " + CommandText.quote(id), in: world)
    }

    /// JWSRenewalInfoDecodedPayload of a subscription group's renewal info.
    func renewalInfo(group: String, in world: World) -> Signed? {
        sign("subscription status " + CommandText.quote(group) + " --jws", in: world)
    }

    /// The app transaction's payload.
    func appTransaction(in world: World) -> Signed? {
        sign("app-transaction --jws", in: world)
    }

    /// Runs `line` over a copy of `world` whose calls do not fail (the signature still breaks when
    /// verification fails with invalidSignature) and keeps the last payload and JWS printed.
    private func sign(_ line: String, in world: World) -> Signed? {
        var copy = world
        try? copy.setSimulatedError(nil, for: .subscriptionStatus)
        try? copy.setSimulatedError(nil, for: .appTransaction)
        session.world = copy
        _ = sink.take()
        guard session.execute(line) else {
            _ = sink.take()
            return nil
        }
        var payload: String?, jws: String?
        for printed in sink.take() {
            if printed.hasPrefix("payload ") { payload = String(printed.dropFirst(8)) }
            if printed.hasPrefix("jws ") { jws = String(printed.dropFirst(4)) }
        }
        guard let payload, let jws else { return nil }
        return Signed(payload: payload, jws: jws)
    }
}

/// Command lines the library writes: a word that would not read back as one word is quoted.
enum CommandText {
    static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && !word.contains { $0 == " " || $0 == "\t" || $0 == "'" || $0 == "\"" || $0 == "#" || $0 == "\\" || $0.isNewline }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
