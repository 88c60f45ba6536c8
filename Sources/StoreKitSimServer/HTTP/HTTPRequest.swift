import StoreKitSimCommands

/// One HTTP request as the server's handler sees it: method, path and query arguments
/// percent-decoded and checked as UTF-8, the headers the API and the security checks read, the body.
public struct HTTPRequest: Sendable {
    public var method: String
    /// nil when the decoded path is not UTF-8.
    public var path: String?
    /// Query arguments in order, repeated names kept (`productId=a&productId=b`); nil when one is not UTF-8.
    public var query: [(name: String, value: String)]?
    public var authorization: String?
    public var contentType: String?
    /// `Host` (nil when absent, as HTTP/1.0 allows): checked against the listening address (DNS rebinding).
    public var host: String?
    /// `Origin`, sent by browsers on cross-origin requests: a web page's request is refused.
    public var origin: String?
    public var body: [UInt8]

    public init(method: String, path: String?, query: [(name: String, value: String)]?, authorization: String? = nil,
                contentType: String? = nil, host: String? = nil, origin: String? = nil, body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.authorization = authorization
        self.contentType = contentType
        self.host = host
        self.origin = origin
        self.body = body
    }

    /// Every value of the query argument `name`.
    public func values(_ name: String) -> [String] { (query ?? []).filter { $0.name == name }.map(\.value) }
}

/// The answer to a request.
public struct HTTPResponse: Sendable, Equatable {
    public var status: UInt32
    public var contentType: String
    /// Headers besides Content-Type and those libmicrohttpd writes (`Allow` on a 405), sent in
    /// name order; at most four, each name under 32 bytes and value under 128.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(status: UInt32, contentType: String = "application/json", headers: [String: String] = [:], body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// A JSON body.
    public static func json(_ value: ResponseJSON, status: UInt32 = 200) -> HTTPResponse {
        HTTPResponse(status: status, body: value.bytes)
    }

    /// An answer with no body (Send Consumption Information answers 202, Set App Account Token 200).
    public static func empty(_ status: UInt32) -> HTTPResponse { HTTPResponse(status: status, body: []) }

    /// The App Store Server API's error object: `{"errorCode":…,"errorMessage":"…"}`.
    public static func error(_ error: APIError) -> HTTPResponse {
        json(.object([("errorCode", .integer(error.code)), ("errorMessage", .string(error.message))]), status: error.status)
    }
}
