import StoreKitSim

/// Why `token decode` could not read a value, in words.
extension TokenDecodingError: ExplainedError {
    public var text: ErrorText {
        let notAToken = "a token value is base64url-encoded JSON"
        switch self {
        case .notBase64URL(.standardAlphabet(let c)):
            return ErrorText("not-base64url", "'\(c)' belongs to standard base64, not base64url",
                             hint: "a token value uses - and _ where base64 uses + and /", argument: Key.value.name)
        case .notBase64URL(.badCharacter(let c)):
            return ErrorText("not-base64url", "'\(c)' cannot appear in a base64url value",
                             hint: "paste the token's value alone; whitespace is allowed only around it", argument: Key.value.name)
        case .notBase64URL(.badLength), .notBase64URL(.badPadding):
            return ErrorText("not-base64url", "the value's length is not that of base64url text",
                             hint: "the value may be cut short; copy it whole", argument: Key.value.name)
        case .notUTF8:
            return ErrorText("not-a-token", "the value does not decode to UTF-8 text", hint: notAToken, argument: Key.value.name)
        case .notJSON(let error):
            return ErrorText("not-a-token",
                "the value decodes to text that is not a JSON object: \(Self.words(error.problem)) at byte \(error.offset)",
                             hint: notAToken, argument: Key.value.name)
        }
    }

    /// A flat JSON parse problem in words.
    static func words(_ problem: FlatJSON.ParseError.Problem) -> String {
        switch problem {
        case .expected(let c): return "expected '\(c)'"
        case .expectedValue: return "expected a value"
        case .expectedString: return "expected a string"
        case .expectedCommaOrBrace: return "expected ',' or '}'"
        case .duplicateKey(let key): return "key '\(key)' appears twice"
        case .unclosedObject: return "the object is not closed"
        case .unclosedString: return "the string is not closed"
        case .textAfterObject: return "text after the object"
        case .nested: return "nested objects and arrays are not token fields"
        case .badUnicodeEscape: return "bad \\u escape"
        case .badEscape(let c): return "'\\\(c)' is not a JSON escape"
        case .controlCharacter(let byte): return "a raw control character (byte \(byte)) inside a string"
        case .badNumber: return "a malformed number"
        case .leadingZero: return "a number with a leading zero"
        case .numberOutOfRange: return "a number too large for a 64-bit float"
        }
    }
}
