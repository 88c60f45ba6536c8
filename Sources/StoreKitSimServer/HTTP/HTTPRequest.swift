import StoreKitSimCommands

/// One HTTP request as the server's handler sees it: method, path and query arguments
/// percent-decoded and checked as UTF-8, the two headers the App Store Server API reads, the body.
public struct HTTPRequest: Sendable {
    public var method: String
    /// nil when the decoded path is not UTF-8.
    public var path: String?
    /// Query arguments in order, repeated names kept (`productId=a&productId=b`); nil when one is not UTF-8.
    public var query: [(name: String, value: String)]?
    public var authorization: String?
    public var contentType: String?
    public var body: [UInt8]

    public init(method: String, path: String?, query: [(name: String, value: String)]?, authorization: String? = nil,
                contentType: String? = nil, body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.authorization = authorization
        self.contentType = contentType
        self.body = body
    }

    /// Every value of the query argument `name`.
    public func values(_ name: String) -> [String] { (query ?? []).filter { $0.name == name }.map(\.value) }
}

/// The answer to a request.
public struct HTTPResponse: Sendable, Equatable {
    public var status: UInt32
    public var contentType: String
    public var body: [UInt8]
    /// Headers besides Content-Type, in order (a served world's `X-StoreKit-Sim-Time`).
    public var headers: [(String, String)] = []

    public init(status: UInt32, contentType: String = "application/json", body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    public static func == (a: HTTPResponse, b: HTTPResponse) -> Bool {
        a.status == b.status && a.contentType == b.contentType && a.body == b.body
            && a.headers.map(\.0) == b.headers.map(\.0) && a.headers.map(\.1) == b.headers.map(\.1)
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
