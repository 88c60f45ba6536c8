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
        var address = "127.0.0.1"
        var port: UInt16 = 8080
        if let text = options.listen {
            guard let (host, number) = listen(text) else {
                throw UsageError("'--listen' takes ADDRESS:PORT, an IPv4 address and a port",
                                 hint: "storekit-sim serve --listen 127.0.0.1:8080", mode: "serve")
            }
            (address, port) = (host, number)
        }
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
        let gate = ControlGate(token: token)
        TerminationSignals.block()
        let server = HTTPServer { request in
            if let refusal = gate.refusal(request) { return refusal }
            let response = api.respond(request)
            sink.flush()
            return response
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
        let base = "http://\(address):\(bound)"
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

    /// `127.0.0.1:8080` as an address and a port; the address must be IPv4 (checked by the server).
    static func listen(_ text: String) -> (String, UInt16)? {
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else { return nil }
        let host = String(text[..<colon])
        return (host.isEmpty ? "127.0.0.1" : host, port)
    }
}
