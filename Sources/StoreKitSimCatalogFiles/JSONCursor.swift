/// A JSON value and the key path it was reached by, with typed accessors whose errors name
/// the file and the path (`subscriptionGroups[0].subscriptions[1].displayPrice`).
struct JSONCursor {
    let value: JSONValue
    let path: String
    let file: String

    func error(_ message: String) -> CatalogFileError {
        CatalogFileError(file: file, keyPath: path.isEmpty ? nil : path, message: message)
    }

    private func mismatch(_ expected: String) -> CatalogFileError {
        error("expected \(expected), found \(value.kindName)")
    }

    func object() throws(CatalogFileError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return members
    }

    func array() throws(CatalogFileError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONCursor(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    func string() throws(CatalogFileError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func bool() throws(CatalogFileError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    /// The member `key` of this object, or nil when absent (or null).
    func member(_ key: String) throws(CatalogFileError) -> JSONCursor? {
        guard let child = try object()[key], child != .null else { return nil }
        return JSONCursor(value: child, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The member `key`, which must be there.
    func required(_ key: String) throws(CatalogFileError) -> JSONCursor {
        guard let child = try member(key) else {
            throw CatalogFileError(file: file, keyPath: path.isEmpty ? key : "\(path).\(key)", message: "missing (required)")
        }
        return child
    }

    /// A non-empty string member that must be there.
    func requiredString(_ key: String) throws(CatalogFileError) -> String {
        let child = try required(key)
        let text = try child.string()
        guard !text.isEmpty else { throw child.error("must not be empty") }
        return text
    }

    /// `note:` texts for the members not in `known`, sorted.
    func unknownKeys(known: Set<String>) throws(CatalogFileError) -> [String] {
        try object().keys.filter { !known.contains($0) }.sorted().map { key in
            "\(file): \(path.isEmpty ? key : "\(path).\(key)"): unknown key, skipped"
        }
    }
}
