/// What every request passes before the router (`AppStoreServerAPI.respond`): its `Host` and
/// `Origin` must name this server (else 403, on every path), and a request under `/storekit-sim/`
/// must carry the control token (else 401). The App Store Server API's own routes (`/inApps/`) are
/// guarded by Apple's bearer JWT in the API itself.
///
/// The refusals are the API's JSON error (docs/serve-api.md); a missing header, another scheme and
/// a wrong token answer alike.
public struct ControlGate: Sendable {
    public let token: ControlToken
    /// nil: any Host and Origin (tests of the token alone).
    public let hosts: AllowedHosts?

    public init(token: ControlToken, hosts: AllowedHosts?) {
        self.token = token
        self.hosts = hosts
    }

    /// nil when the request may go on to the router; else the answer to send instead.
    public func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        if let hosts {
            if !hosts.allows(host: request.host) { return Self.foreignHost }
            if !hosts.allows(origin: request.origin) { return Self.foreignOrigin }
        }
        guard Self.isControl(request.path) else { return nil }
        guard let credentials = BearerCredentials.of(request.authorization), token.matches(credentials.utf8) else {
            return Self.unauthorized
        }
        return nil
    }

    /// Whether the path is the control side's: `/storekit-sim` and everything under it. A path that
    /// is not UTF-8 reaches no route (the router answers it 400 before looking at it).
    static func isControl(_ path: String?) -> Bool {
        guard let path else { return false }
        return path == "/storekit-sim" || path.hasPrefix("/storekit-sim/")
    }

    static let foreignHost = HTTPResponse.error(APIError(
        403, 4030000, "The Host header does not name this server: call it by its listening address, localhost or 127.0.0.1."))
    static let foreignOrigin = HTTPResponse.error(APIError(403, 4030000, "Requests from another origin (a web page) are refused."))
    static let unauthorized = HTTPResponse.error(APIError(
        401, 4010000, "The control token is missing or wrong: send 'Authorization: Bearer TOKEN' with the token serve printed."))
}
