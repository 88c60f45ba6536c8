import StoreKitSimCommands

/// `server start` in the REPL: the App Store Server API and the control endpoint over the REPL's
/// own session, on 127.0.0.1. Each request takes the session exclusively (the REPL's lines do
/// too), and what it prints goes to `tell` instead of the REPL's transcript. The control endpoint
/// takes a control token made at random for each start, as `serve`'s does.
public final class SessionServer: SessionServing {
    public let address = "127.0.0.1"
    public private(set) var port: UInt16 = 0
    public let controlToken: String
    private var http: HTTPServer?

    public init(session: Session, port: UInt16, tell: @escaping (String) -> Void) throws {
        let api = try AppStoreServerAPI(session: session)
        let token = ControlToken.random()
        let gate = ControlGate(token: token)
        controlToken = token.text
        let server = HTTPServer { request in
            if let refusal = gate.refusal(request) { return refusal }
            return SessionServerControl.exclusively {
                let lines = CollectingSink()
                let previous = session.sink
                session.sink = lines
                let response = api.respond(request)
                session.sink = previous
                for line in lines.lines { tell(line) }
                return response
            }
        }
        self.port = try server.start(address: address, port: port)
        http = server
    }

    public func stop() {
        http?.stop()
        http = nil
    }
}
