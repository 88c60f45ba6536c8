/// The token types token(for:) takes (Apple's ExternalPurchaseCustomLink.token(for:)): ACQUISITION
/// and SERVICES for the EU custom link and EEA streaming programmes; IN_APP (an alternative payment
/// provider inside the app) and LINK_OUT (the customer completes the purchase on the developer's
/// website) in Japan (from iOS 26.4) and Brazil (from iOS 26.5).
public enum CustomLinkTokenType: String, Sendable, CaseIterable, Hashable {
    case acquisition = "ACQUISITION"
    case services = "SERVICES"
    case inApp = "IN_APP"
    case linkOut = "LINK_OUT"

    /// The EU and EEA token types, in Apple's order.
    public static let europe: [CustomLinkTokenType] = [.acquisition, .services]
    /// Japan's and Brazil's token types, in Apple's order.
    public static let regional: [CustomLinkTokenType] = [.inApp, .linkOut]

    /// True for IN_APP and LINK_OUT.
    public var isRegional: Bool { self == .inApp || self == .linkOut }

    /// The iOS 27.2 `ExternalPurchaseCustomLink.TokenType` that stands for this type: `withinApp`
    /// for IN_APP, `outOfApp` for LINK_OUT; nil for the EU types, which keep their strings.
    /// UNCONFIRMED: Apple does not print TokenType's raw values; the pairing follows the two
    /// types' descriptions (a purchase inside the app, a purchase outside it).
    public var tokenTypeName: String? {
        switch self {
        case .inApp: return "withinApp"
        case .linkOut: return "outOfApp"
        case .acquisition, .services: return nil
        }
    }
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
