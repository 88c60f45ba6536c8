import StoreKitSimCommands
import StoreKitSimSigning

/// The control endpoint beside the API, under `/storekit-sim/v1/`: a test in any language drives
/// the world with the command language (`buy`, `clock advance 32d`, `refund t3`) and then calls
/// the API, in one order, against one world.
extension AppStoreServerAPI {
    func control(_ request: HTTPRequest, parts: [String]) -> HTTPResponse {
        switch (request.method, parts) {
        case ("POST", ["v1", "commands"]): return commands(request.body)
        case ("GET", ["v1", "key"]): return key()
        case (_, ["v1", "commands"]): return Self.notAllowed("POST")
        case (_, ["v1", "key"]): return Self.notAllowed("GET")
        default: return Self.notFound
        }
    }

    /// POST /storekit-sim/v1/commands with command lines as the body (text/plain, UTF-8): runs
    /// them in order and answers `{"output":[…],"diagnostics":[…],"exitStatus":0}` (1 when a
    /// command failed), as batch mode would print and exit.
    func commands(_ body: [UInt8]) -> HTTPResponse {
        guard let text = String(validating: body, as: UTF8.self) else {
            return .json(.object([("output", .array([])), ("diagnostics", .array([.string("<control>: error: the body is not UTF-8")])),
                                  ("exitStatus", .integer(2))]), status: 400)
        }
        let sink = ControlSink()
        let previous = session.sink
        session.sink = sink
        defer { session.sink = previous }
        var failed = false
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let command = line.hasSuffix("\r") ? line.dropLast() : line
            if !session.execute(String(command), file: "<control>", line: number) { failed = true }
            if session.quitRequested { session.quitRequested = false; break }
        }
        return .json(.object([("output", .array(sink.output.map(ResponseJSON.string))),
                              ("diagnostics", .array(sink.diagnostics.map(ResponseJSON.string))), ("exitStatus", .integer(failed ? 1 : 0))]))
    }

    /// GET /storekit-sim/v1/key: the in-app purchase key the API accepts, as `server key` prints it.
    func key() -> HTTPResponse {
        let key = authorization.key
        guard let pem = try? key.privateKeyPEM() else { return .error(APIError(500, 5000000, "An unknown error occurred.")) }
        return .json(.object([("issuerId", .string(key.issuerID)), ("keyId", .string(key.keyID)), ("bundleId", .string(authorization.bundleID)),
                              ("privateKey", .string(pem))]))
    }
}
