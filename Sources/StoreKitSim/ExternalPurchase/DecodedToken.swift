/// A token value read back: its JSON fields, checked against the documented shape.
///
/// `token decode` uses it for any value, including Apple's examples (padded, unpadded,
/// pretty-printed, with surrounding whitespace; storekit-facts.md 3.4).
public struct DecodedToken: Sendable, Hashable {
    /// Every field, in key order.
    public var fields: [(key: String, value: FlatJSON.Value)] { json.fields.keys.sorted().map { ($0, json.fields[$0]!) } }
    public var json: FlatJSON
    /// Documented fields that are missing or of the wrong type.
    public var problems: [String]

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json && lhs.problems == rhs.problems }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// Fields every external purchase token has, and the custom-link ones (facts 3.4).
    public static let numberFields = ["appAppleId", "tokenCreationDate", "tokenExpirationDate"]
    public static let stringFields = ["bundleId", "externalPurchaseId", "tokenType"]

    public init(value: String) throws(SimulationError) {
        let trimmed = String(value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let bytes: [UInt8]
        do {
            bytes = try Base64URL.decode(trimmed)
        } catch {
            switch error {
            case .standardAlphabet(let c):
                throw SimulationError(code: "not-base64url", message: "'\(c)' belongs to standard base64, not base64url",
                                      hint: "a token value uses - and _ where base64 uses + and /", argument: "VALUE")
            case .badCharacter(let c):
                throw SimulationError(code: "not-base64url", message: "'\(c)' cannot appear in a base64url value",
                                      hint: "paste the token's value alone; whitespace is allowed only around it", argument: "VALUE")
            case .badLength, .badPadding:
                throw SimulationError(code: "not-base64url", message: "the value's length is not that of base64url text",
                                      hint: "the value may be cut short; copy it whole", argument: "VALUE")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SimulationError(code: "not-a-token", message: "the value does not decode to UTF-8 text", hint: "a token value is base64url-encoded JSON", argument: "VALUE")
        }
        do {
            json = try FlatJSON(parsing: text)
        } catch {
            throw SimulationError(code: "not-a-token", message: "the value decodes to text that is not a JSON object: \(error.message) at byte \(error.offset)",
                                  hint: "a token value is base64url-encoded JSON", argument: "VALUE")
        }
        var problems: [String] = []
        for key in (Self.numberFields + Self.stringFields).sorted() {
            switch (json.fields[key], Self.numberFields.contains(key)) {
            case (nil, _): problems.append("\(key) is missing")
            case (.number?, true), (.string?, false): break
            default: problems.append("\(key) is not a \(Self.numberFields.contains(key) ? "number" : "string")")
            }
        }
        if case .string(let type)? = json.fields["tokenType"], CustomLinkTokenType(rawValue: type) == nil {
            problems.append("tokenType \(type) is not ACQUISITION or SERVICES")
        }
        self.problems = problems
    }

    public var externalPurchaseId: String? {
        if case .string(let id)? = json.fields["externalPurchaseId"] { return id }
        return nil
    }
}
