import StoreKitSimSystem

/// The key id (`kid`) of bearer tokens, remembered by their JOSE header as sent.
///
/// Every App Store Server API request is routed by its token's `kid`, read from the token's
/// first part (base64url JSON). Apple's library makes a new token for each request, but with the
/// same header (`{"alg":"ES256","kid":…,"typ":"JWT"}`), so the header's text names the key id of
/// every request one client sends: decoding and parsing it on each request was an eighth of the
/// server's time (docs/serve.md "Speed"). Read by the server's threads at once; at most `limit`
/// headers are kept, all forgotten when one more comes.
final class BearerKeyIDs: @unchecked Sendable {
    private var known: [Substring: String] = [:]
    private let lock = ReadWriteLock()
    static let limit = 1024

    /// `ServeRouter.keyID(ofBearer:)`, remembered for the token's header.
    func keyID(ofBearer header: String?) -> String? {
        // Found in the UTF-8 view: searching the Characters of a 700-byte token cost more than the rest.
        guard let token = BearerCredentials.of(header), let dot = token.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let joseHeader = token[..<dot]
        if let keyID = lock.reading({ known[joseHeader] }) { return keyID }
        guard let keyID = ServeRouter.keyID(ofBearer: header) else { return nil }
        lock.writing {
            if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
            // A copy: the key must not keep the whole request's header alive.
            known[Substring(String(joseHeader))] = keyID
        }
        return keyID
    }
}
