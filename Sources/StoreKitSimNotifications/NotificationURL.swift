import CLibCurl

/// The developer's server URL for notifications, read by libcurl's own URL parser (curl_url):
/// http or https, a host, and a port (the scheme's default when none is given).
public struct NotificationURL: Sendable, Hashable {
    public var text: String
    public var scheme: String
    public var host: String
    public var port: Int

    /// Parses `text`; a scheme is required, and only http and https are posted to.
    public init(_ text: String) throws(NotificationDeliveryError) {
        try HTTPNotificationPoster.load()
        var parts = skcurl_url_parts()
        let code = text.withCString { skcurl_parse_url($0, &parts) }
        guard code == 0 else {
            throw .malformedURL(text, reason: withUnsafeBytes(of: parts.message) { Self.string($0) })
        }
        let scheme = withUnsafeBytes(of: parts.scheme) { Self.string($0) }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(text, scheme: scheme) }
        self.text = text
        self.scheme = scheme
        self.host = withUnsafeBytes(of: parts.host) { Self.string($0) }
        self.port = parts.port
    }

    /// Connects to the host and port and closes at once, sending nothing: a server that is not
    /// listening is found when the URL is set, not at the first notification.
    public func probe(timeoutMilliseconds: Int = HTTPNotificationPoster.connectTimeoutMilliseconds) throws(NotificationDeliveryError) {
        var result = skcurl_result()
        let code = text.withCString { skcurl_probe($0, timeoutMilliseconds, &result) }
        guard code == 0 else {
            throw .unreachable(text, host: host, port: port, reason: withUnsafeBytes(of: result.message) { Self.string($0) })
        }
    }

    /// A NUL-terminated C array as text.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
