/// A token value read back: its JSON fields, checked against the documented shape.
///
/// Decoding accepts any value, including Apple's examples (padded, unpadded,
/// pretty-printed, with surrounding whitespace; Apple's ExternalPurchaseCustomLink.token(for:)).
public struct DecodedToken: Sendable, Hashable {
    /// Every field, in key order.
    public var fields: [(key: String, value: FlatJSON.Value)] { json.fields.keys.sorted().map { ($0, json.fields[$0]!) } }
    public var json: FlatJSON
    /// Documented fields that are missing or of the wrong type, in key order.
    public var problems: [TokenFieldProblem]

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json && lhs.problems == rhs.problems }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// Fields every external purchase token has, and the custom-link ones (Apple's ExternalPurchaseCustomLink.token(for:)).
    public static let numberFields = ["appAppleId", "tokenCreationDate", "tokenExpirationDate"]
    public static let stringFields = ["bundleId", "externalPurchaseId", "tokenType"]

    public init(value: String) throws(TokenDecodingError) {
        let trimmed = String(value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let bytes: [UInt8]
        do {
            bytes = try Base64URL.decode(trimmed)
        } catch {
            throw .notBase64URL(error)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        do {
            json = try FlatJSON(parsing: text)
        } catch {
            throw .notJSON(error)
        }
        var problems: [TokenFieldProblem] = []
        for key in (Self.numberFields + Self.stringFields).sorted() {
            let isNumber = Self.numberFields.contains(key)
            switch (json.fields[key], isNumber) {
            case (nil, _): problems.append(.missing(key))
            case (.number?, true), (.string?, false): break
            default: problems.append(isNumber ? .notNumber(key) : .notString(key))
            }
        }
        if case .string(let type)? = json.fields["tokenType"], CustomLinkTokenType(rawValue: type) == nil {
            problems.append(.unknownTokenType(type))
        }
        self.problems = problems
    }

    public var externalPurchaseId: String? {
        if case .string(let id)? = json.fields["externalPurchaseId"] { return id }
        return nil
    }
}
