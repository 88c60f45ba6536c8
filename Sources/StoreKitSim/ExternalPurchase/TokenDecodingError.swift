/// Why a value is not a custom link token's value (base64url JSON; Apple's ExternalPurchaseCustomLink.token(for:)). The
/// command layer words each case.
public enum TokenDecodingError: Error, Sendable, Equatable {
    case notBase64URL(Base64URL.DecodeError)
    /// The bytes are not UTF-8 text.
    case notUTF8
    /// The text is not a flat JSON object.
    case notJSON(FlatJSON.ParseError)
}

/// A documented token field that is missing or of the wrong type (Apple's ExternalPurchaseCustomLink.token(for:)).
public enum TokenFieldProblem: Sendable, Hashable {
    case missing(String)
    case notNumber(String)
    case notString(String)
    /// tokenType is neither ACQUISITION nor SERVICES.
    case unknownTokenType(String)
}
