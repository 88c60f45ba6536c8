/// What every request passes before the router (`AppStoreServerAPI.respond`): a request under
/// `/storekit-sim/` must carry the control token. The App Store Server API's own routes (`/inApps/`)
/// are guarded by Apple's bearer JWT in the API itself.
///
/// The refusal is the API's JSON error (docs/serve-api.md) and says nothing about why: a missing
/// header, another scheme and a wrong token answer alike.
public struct ControlGate: Sendable {
    public let token: ControlToken

    public init(token: ControlToken) {
        self.token = token
    }

    /// nil when the request may go on to the router; else the answer to send instead.
    public func refusal(_ request: HTTPRequest) -> HTTPResponse? {
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

    static let unauthorized = HTTPResponse.error(APIError(401, 4010000, "The control token is missing or wrong: send 'Authorization: Bearer TOKEN' with the token serve printed."))
}
