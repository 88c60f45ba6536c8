/// The names a request may call the server by, against DNS rebinding and web pages: a page on
/// another site that makes the browser send a request to 127.0.0.1 (or to a name it points at
/// 127.0.0.1) sends its own `Origin`, or a `Host` that is not the server's.
///
/// Accepted: `Host` naming the listening address, `localhost`, `127.0.0.1` or `[::1]`, with the
/// listening port (no port means 80); no `Host` at all (HTTP/1.0, never a browser); no `Origin`, or
/// an `Origin` that is `http://` and such a host. A server started with `--expose` on another
/// address accepts any `Host` (clients call it by names this process cannot know); the control
/// token still guards the control side.
public struct AllowedHosts: Sendable {
    /// Lowercased names, IPv6 addresses in brackets.
    let names: Set<String>
    let port: UInt16
    let anyName: Bool
    /// `Host` values accepted as sent, without splitting or lowercasing (`127.0.0.1:PORT`, …): what
    /// clients send on every request, checked first.
    let exact: Set<String>

    /// `address` as listened on (`127.0.0.1`, `::1` or `[::1]`, `0.0.0.0`).
    public init(address: String, port: UInt16, exposed: Bool = false) {
        var listening = address.lowercased()
        if listening.contains(":") && !listening.hasPrefix("[") { listening = "[" + listening + "]" }
        names = ["localhost", "127.0.0.1", "[::1]", listening]
        self.port = port
        anyName = exposed
        exact = Set(names.map { "\($0):\(port)" } + (port == 80 ? Array(names) : []))
    }

    /// Whether a request's `Host` names this server.
    public func allows(host: String?) -> Bool {
        guard let host else { return true }
        if exact.contains(host) { return true }
        guard let (name, port) = Self.split(host) else { return false }
        return port == self.port && (anyName || names.contains(name))
    }

    /// Whether a request's `Origin` is this server's own (or absent).
    public func allows(origin: String?) -> Bool {
        guard let origin else { return true }
        let lower = origin.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let host = lower.dropFirst("http://".count)
        guard !host.isEmpty, !host.contains("/") else { return false }
        return allows(host: String(host))
    }

    /// `name[:port]` or `[v6][:port]` as a lowercased name and a port (80 when absent); nil when malformed.
    static func split(_ host: String) -> (String, UInt16)? {
        let lower = host.lowercased()
        var name = Substring(lower)
        var portText: Substring?
        if lower.hasPrefix("[") {
            guard let close = lower.firstIndex(of: "]") else { return nil }
            name = lower[...close]
            let rest = lower[lower.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = lower.firstIndex(of: ":") {
            name = lower[..<colon]
            portText = lower[lower.index(after: colon)...]
        }
        guard !name.isEmpty else { return nil }
        guard let portText else { return (String(name), 80) }
        guard !portText.isEmpty, portText.utf8.count <= 5, portText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let port = UInt16(portText) else { return nil }
        return (String(name), port)
    }
}
