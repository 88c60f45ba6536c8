import StoreKitSimCommands
import StoreKitSimSigning

/// The control endpoint beside the API, under `/storekit-sim/v1/`: a test in any language drives
/// the world with the command language (`buy`, `clock advance 32d`, `refund t3`) and then calls
/// the API, in one order, against one world.
extension AppStoreServerAPI {
    func control(_ request: HTTPRequest, parts: [String]) -> HTTPResponse {
        switch (request.method, parts) {
        case ("POST", ["v1", "commands"]): return commands(request.body, contentType: request.contentType)
        case ("GET", ["v1", "key"]): return key()
        case (_, ["v1", "commands"]): return Self.notAllowed("POST")
        case (_, ["v1", "key"]): return Self.notAllowed("GET")
        default: return Self.notFound
        }
    }

    /// POST /storekit-sim/v1/commands: command lines as text/plain, or JSON `{"commands": [...]}`,
    /// run by `ControlCommands` (docs/serve-api.md, "Running commands").
    func commands(_ body: [UInt8], contentType: String?) -> HTTPResponse {
        if let refusal = Self.commandBodyRefusal(body) { return refusal }
        let answer = ControlCommands.run(session: session, body: body, contentType: contentType)
        return .json(answer.json, status: answer.status)
    }

    /// 413 for a body of commands over `ControlCommands.bodyLimit` (a world's commands, and the
    /// setup commands of POST /storekit-sim/v1/worlds), naming the limit and what to do instead;
    /// nil when it is within it.
    public static func commandBodyRefusal(_ body: [UInt8]) -> HTTPResponse? {
        guard body.count > ControlCommands.bodyLimit else { return nil }
        return .error(APIError(413, 4130000, """
            The body has \(body.count) bytes; a request carries at most \(ControlCommands.bodyLimit / 1024) KB of commands. \
            Put the commands in a file in the server's working folder and send 'source FILE'.
            """))
    }

    /// GET /storekit-sim/v1/key: the in-app purchase key the API accepts, as `server key` prints it.
    func key() -> HTTPResponse {
        let key = authorization.key
        guard let pem = try? key.privateKeyPEM() else { return .error(APIError(500, 5000000, "An unknown error occurred.")) }
        return .json(.object([("issuerId", .string(key.issuerID)), ("keyId", .string(key.keyID)), ("bundleId", .string(authorization.bundleID)),
                              ("privateKey", .string(pem))]))
    }
}
