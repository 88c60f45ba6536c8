import StoreKitSim

/// The App Store Server API that `storekit-sim serve` answers: the key its bearer tokens are
/// signed with.
enum ServerAPICommands {
    static let all: [CommandSpec] = [
        CommandSpec("server key", area: .storeKit2,
                    summary: "print the in-app purchase key the App Store Server API accepts (issuer id, key id, bundle id, .p8)",
                    discussion: """
                        'storekit-sim serve' answers the App Store Server API behind Apple's authorization (Generating JSON Web Tokens \
                        for API requests): a bearer JWT signed with ES256 by an in-app purchase key, with the key id in its header and \
                        the issuer id, the audience appstoreconnect-v1, the bundle id and an expiry at most 60 minutes ahead in its \
                        claims. The tool issues that key as App Store Connect does: this prints the issuer id, the key id, the app's \
                        bundle id and the private key as the PKCS#8 PEM of a .p8 file, to give to the server's API client (for Apple's \
                        App Store Server Library: signing_key, key_id, issuer_id, bundle_id). The key derives from the world's signing \
                        seed, so it is the same on every run.
                        """,
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
        CommandSpec("server start", area: .storeKit2,
                    arguments: [ArgumentSpec("PORT", .integer(0...65535), .optional,
                                             help: "the port on 127.0.0.1 (8080 unless given; 0 picks a free one)")],
                    summary: "serve this REPL session's world as the App Store Server API on loopback",
                    discussion: """
                        As 'storekit-sim serve' does, but for the world of the REPL session, so QA can explore while a backend calls \
                        the API: the App Store Server API under /inApps/ and the control endpoint under /storekit-sim/v1/ on \
                        127.0.0.1. Commands typed and API requests run one at a time. What the API changes is told as it happens. Only \
                        the interactive REPL serves; a script's world is served with 'storekit-sim serve FILE'. The control endpoint \
                        answers only requests with 'Authorization: Bearer TOKEN', the control token printed when it starts.
                        """,
                    examples: ["server start", "server start 9090"]) { session, arguments in
            guard let launch = SessionServerControl.launch else {
                throw CommandError(code: "server-unavailable", message: "'server start' serves the interactive REPL's world",
                                   hint: "serve a script's world with 'storekit-sim serve FILE'")
            }
            if let running = SessionServerControl.running {
                throw CommandError(code: "server-running", message: "already serving on http://\(running.address):\(running.port)",
                                   hint: "'server stop' first")
            }
            let port = arguments[Key.port].map { UInt16($0) } ?? 8080
            let server = try launch(session, port)
            SessionServerControl.running = server
            let base = "http://\(server.address):\(server.port)"
            session.emit("serving the App Store Server API on \(base)/inApps/ and commands on \(base)/storekit-sim/v1/commands")
            session.emit("control token \(server.controlToken) (send 'Authorization: Bearer TOKEN' to /storekit-sim/v1/)")
        },
        CommandSpec("server stop", area: .storeKit2, summary: "stop serving the App Store Server API ('server start')",
                    discussion: """

                        Closes every connection; the world stays as the API left it.
                        """,
                    examples: ["server stop"]) { session, _ in
            guard let running = SessionServerControl.running else {
                throw CommandError(code: "server-not-running", message: "no server is running", hint: "'server start [PORT]' starts one")
            }
            running.stop()
            SessionServerControl.running = nil
            session.emit("stopped serving on http://\(running.address):\(running.port)")
        },
    ]
}
