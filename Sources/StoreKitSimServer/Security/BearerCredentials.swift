/// The credentials of `Authorization: Bearer CREDENTIALS` (RFC 6750 §2.1). The scheme name is
/// case-insensitive (RFC 9110 §11.1: "bearer" and "BEARER" are "Bearer"), separated from the
/// credentials by one or more spaces.
enum BearerCredentials {
    /// The credentials, or nil when the header is absent, of another scheme, or has none.
    static func of(_ header: String?) -> Substring? {
        guard let header else { return nil }
        let bytes = header.utf8
        let scheme = "bearer".utf8
        guard bytes.count > scheme.count else { return nil }
        var index = bytes.startIndex
        for expected in scheme {
            // ASCII letters only: OR 0x20 folds A-Z onto a-z and leaves a-z as they are.
            guard bytes[index] | 0x20 == expected else { return nil }
            index = bytes.index(after: index)
        }
        guard bytes[index] == 0x20 else { return nil }
        while index < bytes.endIndex, bytes[index] == 0x20 { index = bytes.index(after: index) }
        guard index < bytes.endIndex else { return nil }
        return Substring(header)[index...]
    }
}
