import StoreKitSimCommands

/// `server start` in the REPL: the App Store Server API and the control endpoint over the REPL's
/// own session, on 127.0.0.1. Each request takes the session exclusively (the REPL's lines do
/// too), and what it prints goes to `tell` instead of the REPL's transcript. The control endpoint
/// takes a control token made at random for each start, as `serve`'s does, and the commands it
/// runs are confined to the working folder (SessionConfinement).
public final class SessionServer: SessionServing {
    public let address = "127.0.0.1"
    public private(set) var port: UInt16 = 0
    public let controlToken: String
    private var http: HTTPServer?

    public init(session: Session, port: UInt16, tell: @escaping (String) -> Void) throws {
        let api = try AppStoreServerAPI(session: session)
        let token = ControlToken.random()
        controlToken = token.text
        let gate = GateSlot()
        let confinement = ConfinementSlot()
        let server = HTTPServer { request in
            if let refusal = gate.refusal(request) { return refusal }
            // Never unconfined: no folder, no commands from the network.
            guard confinement.value != nil else { return GateSlot.notReady }
            return SessionServerControl.exclusively {
                let lines = CollectingSink()
                let previous = session.sink
                session.sink = lines
                // Confined for the request only: the REPL's own lines reach what its user can.
                session.confinement = confinement.value
                // The REPL's own lines may have changed the world since the last request.
                api.worldMayHaveChanged()
                let response = api.respond(request)
                session.confinement = nil
                session.sink = previous
                for line in lines.lines { tell(line) }
                return response
            }
        }
        self.port = try server.start(address: address, port: port)
        // Written before the gate lets any request through (GateSlot's lock orders the two).
        confinement.value = SessionConfinement(folder: ".", serverPort: self.port)
        gate.set(ControlGate(token: token, hosts: AllowedHosts(address: address, port: self.port)))
        http = server
    }

    public func stop() {
        http?.stop()
        http = nil
    }
}


/// The confinement of the requests' commands, known once the port is.
private final class ConfinementSlot: @unchecked Sendable {
    var value: SessionConfinement?
}
