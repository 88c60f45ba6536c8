import StoreKitSim
import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSystem

/// `storekit-sim serve [--listen ADDRESS:PORT] [--token T | --token-file F] [--ready-file F]
/// [--seed TEXT] [--bundle-id ID] [--app-apple-id N] [--clock-start INSTANT|now] [FILE...]`: loads
/// the files into the default world (catalogs with `catalog load`, anything else as commands with
/// `source`), then serves every world as the App Store Server API with the control API beside it
/// until SIGINT or SIGTERM (docs/serve-api.md, docs/serve.md). The control API answers only
/// requests carrying the control token (docs/serve-security.md).
enum ServeMode {
    @MainActor static func run(_ options: ServeOptions) throws(UsageError) -> Int32 {
        let listening = try ServeListening(options)
        let (address, port) = (listening.address, listening.port)
        let defaults = try defaults(options)
        let stderrWriter = BufferedWriter(fd: 2, limit: 0)
        let sink = StandardStreamSink()
        var loaded = true
        let defaultWorld: ServedWorld
        do {
            defaultWorld = try ServedWorld(id: "default", setup: defaults.setup(forWorld: "default"), sink: sink,
                                           afterRequest: { sink.flush() }) { session in
                for file in options.files where loaded {
                    // A catalog is loaded as `catalog load` loads it, anything else run as `source` runs it:
                    // the operands are values, so no line is written and read back.
                    let lower = file.lowercased()
                    loaded = lower.hasSuffix(".storekit") || lower.hasSuffix(".plist")
                        ? session.execute(CatalogLoadCommand(file)) : session.execute(SourceCommand(file))
                }
            }
        } catch {
            sink.flush()
            stderrWriter.writeLine("storekit-sim: serve: the App Store Server API key could not be made (\(error))")
            stderrWriter.flush()
            return 1
        }
        sink.flush()
        guard loaded else { return 1 }
        let router: ServeRouter
        do { router = try ServeRouter(defaults: defaults, defaultWorld: defaultWorld) } catch {
            stderrWriter.writeLine("storekit-sim: serve: the default world could not be registered (\(error))")
            stderrWriter.flush()
            return 1
        }
        let token = options.token.map(ControlToken.init) ?? ControlToken.random()
        TerminationSignals.block()
        let gate = GateSlot()
        // The pool's threads answer refusals and the App Store Server API at once; control calls,
        // and API requests for a world a command holds, are answered on a thread of their own.
        let server = HTTPServer(answerAtOnce: { request in
            if let refusal = gate.refusal(request) { return refusal }
            return router.respondAtOnce(request)
        }, handler: { request in
            if let refusal = gate.refusal(request) { return refusal }
            return router.respond(request)
        })
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
        router.confine(confinement)
        gate.set(ControlGate(token: token, hosts: AllowedHosts(address: address, port: bound, exposed: !listening.isLoopback)))
        let base = "http://\(listening.urlHost):\(bound)"
        router.baseURL = base
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

    /// The knobs every world starts from; without `--seed`, a random seed per start, so two
    /// servers issue different keys, transaction ids and notification UUIDs.
    static func defaults(_ options: ServeOptions) throws(UsageError) -> ServeDefaults {
        var defaults = ServeDefaults(seed: options.seed ?? WorldSetup.randomSeed())
        if let bundleID = options.bundleID {
            guard !bundleID.isEmpty, !bundleID.contains(where: { $0 == " " || $0 == "/" }) else {
                throw UsageError("'--bundle-id' takes a bundle id without spaces or slashes", hint: "storekit-sim serve --bundle-id com.example.app",
                                 mode: "serve")
            }
            defaults.bundleID = bundleID
        }
        if let text = options.appAppleID {
            guard let number = Int64(text), number > 0 else {
                throw UsageError("'--app-apple-id' takes a positive integer", hint: "storekit-sim serve --app-apple-id 1234567890", mode: "serve")
            }
            defaults.appAppleID = number
        }
        if let text = options.clockStart {
            guard let start = WorldSetup.instant(text, now: System.unixSeconds()) else {
                throw UsageError("'--clock-start' takes an instant in UTC such as 2026-01-01T00:00:00Z, or 'now'",
                                 hint: "storekit-sim serve --clock-start now", mode: "serve")
            }
            defaults.clockStart = start
        }
        return defaults
    }
}
