import CLibMicroHTTPD

/// Bounds that keep a hostile or broken client from costing more than a little memory and time.
public struct HTTPLimits: Sendable {
    /// Open connections; past it, a new connection closes the one that has waited longest for a request.
    public var maxConnections: UInt32 = 128
    /// Request line and headers: 431 beyond them (414 when the request target alone is longer).
    public var headerBytes = 16 * 1024
    /// libmicrohttpd's memory per connection: the request line and headers, and about 60 bytes of
    /// bookkeeping for each header and query argument. libmicrohttpd 0.9.75 clears all of it after
    /// every request on a kept-alive connection, so it is kept small (docs/serve.md "Speed"):
    /// headers that do not fit are answered 431 by libmicrohttpd itself.
    public var connectionMemoryBytes = 64 * 1024
    /// Query arguments at most (`a&b=c` is two; empty ones are not counted): 431 beyond them, before
    /// libmicrohttpd files them in the connection's memory.
    public var queryArguments: UInt32 = 256
    /// A larger declared body gets 413 before it is read; a chunked body growing past it closes the connection.
    public var bodyBytes = 1024 * 1024
    /// To send the request line and headers, from the connection's opening or the previous answer.
    public var headerSeconds: UInt32 = 3
    /// To send the body once the headers are in, and to take the answer. The handler has no limit.
    public var requestSeconds: UInt32 = 5

    public init() {}
}

/// Why the server could not start.
public enum HTTPServerError: Error, Sendable, Equatable {
    /// libmicrohttpd could not be loaded: the shared object and the loader's reason.
    case libraryUnavailable(library: String, reason: String)
    /// The address is not an IP address, or the port could not be bound.
    case cannotListen(String)
}

/// An HTTP/1.1 server over libmicrohttpd (opened with dlopen on first use) with a pool of a thread
/// per core, each serving many connections.
///
/// Each request is first given to `answerAtOnce` on a pool thread: it answers what it can without
/// waiting for anything another request may hold for long (a world's lock while a command runs),
/// and returns nil for the rest. Those are given to `handler` on a thread of their own while
/// libmicrohttpd leaves their connection suspended, so a long `clock advance` stalls no other
/// connection. Both are called for requests on different connections at the same time, so they
/// must be thread-safe (ServeMode and SessionServer serialize their calls into each session).
public final class HTTPServer: @unchecked Sendable {
    private let answerAtOnce: (HTTPRequest) -> HTTPResponse?
    private let handler: (HTTPRequest) -> HTTPResponse
    private var server: OpaquePointer?

    /// `answerAtOnce` nil: every request is answered by `handler` on a thread of its own.
    public init(answerAtOnce: @escaping (HTTPRequest) -> HTTPResponse? = { _ in nil }, handler: @escaping (HTTPRequest) -> HTTPResponse) {
        self.answerAtOnce = answerAtOnce
        self.handler = handler
    }

    /// The shared object loaded on Linux.
    public static var soname: String { String(cString: skhttp_soname) }

    /// Starts listening; returns the port (useful with port 0).
    public func start(address: String, port: UInt16, limits: HTTPLimits = HTTPLimits()) throws(HTTPServerError) -> UInt16 {
        var error = [CChar](repeating: 0, count: 512)
        if skhttp_load(&error, error.count) != 0 { throw .libraryUnavailable(library: Self.soname, reason: Self.text(error)) }
        let cLimits = skhttp_limits(max_connections: limits.maxConnections, max_header_bytes: limits.headerBytes,
                                    connection_memory_bytes: limits.connectionMemoryBytes,
                                    max_query_arguments: limits.queryArguments, max_body_bytes: limits.bodyBytes,
                                    header_seconds: limits.headerSeconds, request_seconds: limits.requestSeconds)
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let started = skhttp_start(address, port, cLimits, { context, request, response, mayWait in
            guard let context, let request, let response else { return 1 }
            let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
            let received = HTTPServer.request(request.pointee)
            let answer: HTTPResponse
            if mayWait != 0 {
                answer = server.handler(received)
            } else {
                guard let atOnce = server.answerAtOnce(received) else { return 0 }
                answer = atOnce
            }
            answer.body.withUnsafeBufferPointer { body in
                skhttp_respond(response, answer.status, answer.contentType, body.baseAddress, body.count)
            }
            for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) {
                _ = skhttp_respond_header(response, name, value)
            }
            return 1
        }, context, &error, error.count) else { throw .cannotListen(Self.text(error)) }
        server = started
        return skhttp_port(started)
    }

    /// Stops listening and closes every connection; the handler is not called after it returns.
    public func stop() {
        if let server { skhttp_stop(server) }
        server = nil
    }

    deinit { stop() }

    private static func request(_ raw: skhttp_request) -> HTTPRequest {
        var query: [(name: String, value: String)]? = []
        for index in 0..<raw.query_count {
            guard let key = raw.query_keys[index].flatMap({ String(validatingCString: $0) }),
                  let value = raw.query_values[index].flatMap({ String(validatingCString: $0) }) else { query = nil; break }
            query?.append((key, value))
        }
        let body = raw.body_length > 0 ? Array(UnsafeBufferPointer(start: raw.body, count: raw.body_length)) : []
        return HTTPRequest(method: raw.method.map { String(cString: $0) } ?? "",
                           path: raw.path.flatMap { String(validatingCString: $0) }, query: query,
                           authorization: raw.authorization.flatMap { String(validatingCString: $0) },
                           contentType: raw.content_type.flatMap { String(validatingCString: $0) },
                           host: raw.host.flatMap { String(validatingCString: $0) },
                           origin: raw.origin.flatMap { String(validatingCString: $0) }, body: body)
    }

    private static func text(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Waiting for the end of `storekit-sim serve`.
public enum TerminationSignals {
    /// Blocks SIGINT and SIGTERM for this thread and the threads it starts after.
    public static func block() { skhttp_block_termination_signals() }
    /// Waits for SIGINT or SIGTERM; returns its number.
    public static func wait() -> Int32 { skhttp_wait_for_termination() }
}
