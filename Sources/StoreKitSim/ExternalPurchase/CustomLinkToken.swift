/// The token types of the EU custom link and EEA streaming programmes (Apple's ExternalPurchaseCustomLink.token(for:)).
public enum CustomLinkTokenType: String, Sendable, CaseIterable, Hashable {
    case acquisition = "ACQUISITION"
    case services = "SERVICES"
}

/// Where a token was issued: sandbox ids start with SANDBOX and may be reported only to the
/// sandbox server (Apple's ExternalPurchaseCustomLink.token(for:)).
public enum ExternalPurchaseEnvironment: String, Sendable, CaseIterable, Hashable {
    case sandbox
    case production
}

/// One ExternalPurchaseCustomLink.Token, with what the simulator knows about it.
///
/// `value` is what the app receives: base64url JSON with Apple's field names, sorted keys, dates
/// in UNIX milliseconds from the virtual clock (Apple's ExternalPurchaseCustomLink.token(for:)).
public struct CustomLinkToken: Sendable, Hashable {
    /// The simulator's short name, e.g. `tok1`, so commands can refer to the token.
    public var handle: String
    public var type: CustomLinkTokenType
    public var externalPurchaseId: String
    public var appAppleId: Int64
    public var bundleId: String
    /// On the virtual clock (the JSON carries milliseconds).
    public var created: VirtualInstant
    public var expires: VirtualInstant
    public var environment: ExternalPurchaseEnvironment
    /// The simulator's customer the token belongs to, e.g. `customer-1`.
    public var customer: String
    /// The storefront it was issued in: the default tax country and currency of its reports.
    public var storefront: String

    /// Active between its creation and expiration dates (Apple's ExternalPurchaseCustomLink.token(for:)).
    public func isActive(at now: VirtualInstant) -> Bool { created <= now && now < expires }

    /// The JSON payload with Apple's field names.
    public var payload: FlatJSON {
        FlatJSON([
            "appAppleId": .number(String(appAppleId)),
            "bundleId": .string(bundleId),
            "externalPurchaseId": .string(externalPurchaseId),
            "tokenCreationDate": .number(String(created.milliseconds)),
            "tokenExpirationDate": .number(String(expires.milliseconds)),
            "tokenType": .string(type.rawValue),
        ])
    }

    /// Token.value: base64url of the JSON payload, unpadded.
    public var value: String { Base64URL.encode(Array(payload.text.utf8)) }

    /// A UUID-shaped id from a counter (no randomness): `00000000-0000-4000-8000-00000000000N`.
    public static func externalPurchaseId(_ number: Int, environment: ExternalPurchaseEnvironment) -> String {
        let hex = String(number, radix: 16, uppercase: false)
        let uuid = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return environment == .sandbox ? "SANDBOX_" + uuid : uuid
    }
}
