import StoreKitSim

/// `token decode VALUE`: a token value's JSON fields, with what the documentation requires and it lacks.
public struct TokenDecodeCommand: TypedCommand {
    /// The token value (a handle typed on a line binds to its token's value).
    public var value = ""

    public init() {}
    public init(_ value: String) { self.value = value }

    public static let declaration = CommandDeclaration(
        "token decode", area: .externalPurchase, summary: "decode a token value and show its JSON fields",
        discussion: """
            Decodes base64url, padded or unpadded, with whitespace around it allowed, as Apple's own examples come in all these forms. \
            Prints the JSON with sorted keys, then each field; dates in milliseconds also show as ISO 8601. Fields the documentation \
            requires but the value lacks are listed as problems.
            """,
        examples: ["token decode eyJ0b2tlblR5cGUiOiJTRVJWSUNFUyJ9"])
    public static let fields: [CommandField<Self>] = [
        .argument("VALUE", \.value, .tokenValue, help: "a token value (base64url, padded or not) or a token handle such as tok1"),
    ]

    public func run(in session: Session) throws {
        let decoded = try DecodedToken(value: value)
        session.emit("json \(decoded.json.text)")
        for (key, field) in decoded.fields {
            switch field {
            case .string(let s): session.emit("\(key) \(s)")
            case .number(let n):
                if key.hasSuffix("Date"), let ms = Int64(n) {
                    session.emit("\(key) \(n) \(VirtualInstant(truncatingMilliseconds: ms).iso8601)")
                } else {
                    session.emit("\(key) \(n)")
                }
            case .bool(let b): session.emit("\(key) \(b)")
            case .null: session.emit("\(key) null")
            }
        }
        for problem in decoded.problems { session.emit("problem \(ExternalPurchaseText.problem(problem))", style: .failure) }
    }
}
