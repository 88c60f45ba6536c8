import StoreKitSim

/// The App Store Server API that `storekit-sim serve` answers: the key its bearer tokens are
/// signed with.
enum ServerAPICommands {
    static let all: [CommandSpec] = [
        CommandSpec("server key", area: .storeKit2, summary: "print the in-app purchase key the App Store Server API accepts (issuer id, key id, bundle id, .p8)",
                    discussion: "'storekit-sim serve' answers the App Store Server API behind Apple's authorization (Generating JSON Web Tokens for API requests): a bearer JWT signed with ES256 by an in-app purchase key, with the key id in its header and the issuer id, the audience appstoreconnect-v1, the bundle id and an expiry at most 60 minutes ahead in its claims. The tool issues that key as App Store Connect does: this prints the issuer id, the key id, the app's bundle id and the private key as the PKCS#8 PEM of a .p8 file, to give to the server's API client (for Apple's App Store Server Library: signing_key, key_id, issuer_id, bundle_id). The key derives from the world's signing seed, so it is the same on every run.",
                    examples: ["server key"]) { session, _ in
            let key = try session.serverAPIKey()
            let pem: String
            do { pem = try key.privateKeyPEM() } catch {
                throw CommandError(code: "signing-failed", message: "libcrypto could not write the key (\(error))")
            }
            session.emit("issuer-id \(key.issuerID)")
            session.emit("key-id \(key.keyID)")
            session.emit("bundle-id \(session.world.app.bundleID)")
            for line in pem.split(separator: "\n") { session.emit(String(line)) }
        },
    ]
}
