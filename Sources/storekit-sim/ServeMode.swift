import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSystem

/// `storekit-sim serve [--listen ADDRESS:PORT] [--token T | --token-file F] [--ready-file F] [FILE...]`:
/// loads the files (catalogs with `catalog load`, anything else as commands with `source`), then
/// serves the world as the App Store Server API with the control endpoint beside it until SIGINT
/// or SIGTERM. The control endpoint answers only requests carrying the control token
/// (docs/serve-security.md).
enum ServeMode {
    @MainActor static func run(_ options: ServeOptions) throws(UsageError) -> Int32 {
        let listening = try ServeListening(options)
        let (address, port) = (listening.address, listening.port)
        let files = options.files
        let stderrWriter = BufferedWriter(fd: 2, limit: 0)
        let sink = StandardStreamSink()
        let session = Session(sink: sink)
        for file in files {
            let lower = file.lowercased()
            let command = lower.hasSuffix(".storekit") || lower.hasSuffix(".plist") ? "catalog load " : "source "
            if !session.execute(command + Lexer.quote(file), file: "<serve>", line: 1) {
                sink.flush()
                return 1
            }
        }
        sink.flush()
        let api: AppStoreServerAPI
        do { api = try AppStoreServerAPI(session: session) } catch {
            stderrWriter.writeLine("storekit-sim: serve: the App Store Server API key could not be made (\(error))")
            return 1
        }
        let token = options.token.map(ControlToken.init) ?? ControlToken.random()
        TerminationSignals.block()
        let gate = GateSlot()
        let server = HTTPServer { request in
            // The pool's threads answer refusals at once; the one world is used by one request at a time.
            if let refusal = gate.refusal(request) { return refusal }
            return SessionServerControl.exclusively {
                let response = api.respond(request)
                sink.flush()
                return response
            }
        }
        let bound: UInt16
        do { bound = try server.start(address: address, port: port) } catch {
            switch error {
            case .libraryUnavailable(let library, let reason):
                stderrWriter.writeLine("storekit-sim: serve: \(library) could not be loaded: \(reason)")
                stderrWriter.writeLine("hint: install libmicrohttpd12 (scripts/ensure-deps installs libmicrohttpd-dev)")
            case .cannotListen(let reason):
                stderrWriter.writeLine("storekit-sim: serve: \(reason)")
            }
            stderrWriter.flush()
            return 1
        }
        // Commands from the network read and write files in this folder only (the FILE operands,
        // given by whoever started the server, were loaded above without it).
        guard let confinement = SessionConfinement(folder: ".", allowsRemoteNotifications: options.allowRemoteNotifications,
                                                   serverPort: bound) else {
            stderrWriter.writeLine("storekit-sim: serve: the working folder cannot be resolved")
            stderrWriter.flush()
            server.stop()
            return 1
        }
        SessionServerControl.exclusively { session.confinement = confinement }
        gate.set(ControlGate(token: token, hosts: AllowedHosts(address: address, port: bound, exposed: !listening.isLoopback)))
        let base = "http://\(listening.urlHost):\(bound)"
        if !listening.isLoopback {
            stderrWriter.writeLine("storekit-sim: warning: serving on \(address), not loopback: every host that reaches it can call "
                                   + "the App Store Server API; the control endpoint, its commands and the in-app purchase key are "
                                   + "guarded by the control token alone")
        }
        stderrWriter.writeLine("storekit-sim: serving the App Store Server API on \(base)/inApps/ and commands on \(base)/storekit-sim/v1/commands")
        stderrWriter.writeLine("storekit-sim: control token \(token.text) (send 'Authorization: Bearer TOKEN' to /storekit-sim/v1/)")
        stderrWriter.flush()
        if let failure = ServeFiles.write(options, url: base, token: token) {
            stderrWriter.writeLine("storekit-sim: serve: \(failure)")
            stderrWriter.flush()
            server.stop()
            return 1
        }
        _ = TerminationSignals.wait()
        server.stop()
        sink.flush()
        stderrWriter.writeLine("storekit-sim: serve stopped")
        stderrWriter.flush()
        return 0
    }
}
