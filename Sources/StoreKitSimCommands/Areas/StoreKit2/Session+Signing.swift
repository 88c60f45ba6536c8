import StoreKitSim
import StoreKitSimSigning

extension Session {
    /// The DER of the local test root for the world's signing seed: what a backend's
    /// SignedDataVerifier takes as its root certificate (a served world answers it base64).
    public func rootCertificateDER() throws -> [UInt8] {
        do { return try signer().rootDER() } catch let error as SigningError {
            throw CommandError(code: "signing-failed", message: "libcrypto could not write the root certificate (\(error))")
        }
    }

    /// The signer for the world's signing seed: the same root and keys for as long as the seed stays.
    func signer() throws -> LocalTestSigner {
        if let signerCache, signerCache.seed == world.storeKit2.signingSeed { return signerCache }
        do {
            let signer = try LocalTestSigner(seed: world.storeKit2.signingSeed)
            signerCache = signer
            return signer
        } catch .libraryUnavailable(let library, let reason) {
            // libcrypto is loaded on first use, so a machine without it fails here, not at start-up.
            throw CommandError(code: "signing-failed", message: "\(library) could not be loaded: \(reason)",
                               hint: "signing needs OpenSSL 3's libcrypto; install libssl3 (scripts/ensure-deps installs libssl-dev)")
        } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not make the local test certificates (\(error))")
        }
    }

    /// Prints signed data: the decoded header (the chain by name: its bytes differ on every run),
    /// the decoded payload, and the JWS compact serialization. With the verification API failing
    /// with invalidSignature, the signature is altered so that it no longer verifies.
    func emitSigned(_ payload: OrderedJSON) throws {
        let signer = try signer()
        let jws = try signedForApp(payload, by: signer)
        emit("header alg ES256 x5c " + signer.chainNames.map { "\"\($0)\"" }.joined(separator: " "))
        emit("payload " + payload.text)
        emit("jws " + jws)
    }

    /// A transaction's JWS as `transaction jws` prints it (VerificationResult.jwsRepresentation).
    public func signedTransaction(_ transaction: PaymentTransaction) throws -> String {
        try signedForApp(SignedPayloads.transaction(transaction, in: world), by: signer())
    }

    /// Signed data as StoreKit 2 hands it to the app: while the verification API fails with
    /// invalidSignature, the signature is altered so that it no longer verifies.
    private func signedForApp(_ payload: OrderedJSON, by signer: LocalTestSigner) throws -> String {
        do {
            return try signer.sign(payload, breakSignature: world.storeKit2.verificationError == .invalidSignature)
        } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not sign (\(error))")
        }
    }
}
