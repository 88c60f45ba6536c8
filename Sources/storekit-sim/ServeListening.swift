import StoreKitSimCommands

/// Where `serve` listens: `--listen ADDR:PORT` (IPv4, `[IPv6]`, or `localhost`; 127.0.0.1:8080
/// unless told), and whether that is loopback. Another address needs `--expose`, since the
/// server then answers the network (docs/serve-security.md).
struct ServeListening {
    /// As libmicrohttpd takes it: `127.0.0.1`, `::1`.
    let address: String
    let port: UInt16
    let isLoopback: Bool

    /// The address as a URL writes it (`[::1]`).
    var urlHost: String { address.contains(":") ? "[\(address)]" : address }

    init(_ options: ServeOptions) throws(UsageError) {
        guard let text = options.listen else {
            (address, port, isLoopback) = ("127.0.0.1", 8080, true)
            return
        }
        guard let colon = text.lastIndex(of: ":"), let number = UInt16(text[text.index(after: colon)...]) else {
            throw UsageError("'--listen' takes ADDRESS:PORT: an IPv4 address, [IPv6 address] or localhost, and a port",
                             hint: "storekit-sim serve --listen 127.0.0.1:8080 (or [::1]:8080)", mode: "serve")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.isEmpty || host.lowercased() == "localhost" { host = "127.0.0.1" }
        address = host
        port = number
        isLoopback = Self.loopback(host)
        if !isLoopback && !options.expose {
            throw UsageError("'--listen \(text)' is not a loopback address: the App Store Server API, the control endpoint "
                             + "and its in-app purchase key would answer the network",
                             hint: "listen on 127.0.0.1 or [::1], or add --expose if that is meant", mode: "serve")
        }
    }

    /// 127.0.0.0/8 and ::1 (checked as text; an address that is neither is refused by the server or
    /// needs --expose).
    static func loopback(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts[0] == "127", parts.allSatisfy({ UInt8($0) != nil }) { return true }
        let lower = host.lowercased()
        return lower == "::1" || lower == "0:0:0:0:0:0:0:1"
    }
}
