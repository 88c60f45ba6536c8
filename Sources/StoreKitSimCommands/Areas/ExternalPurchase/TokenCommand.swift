import StoreKitSim

/// `token TYPE`: ExternalPurchaseCustomLink.token(for:).
public struct TokenCommand: TypedCommand {
    /// The token type, and whether it was spelled as iOS 27.2's TokenType.
    public var type = CustomLinkTokenTypeWord(.services)

    public init() {}
    public init(_ type: CustomLinkTokenTypeWord) { self.type = type }

    public static let declaration = CommandDeclaration(
        "token", area: .externalPurchase, summary: "call ExternalPurchaseCustomLink.token(for:)",
        discussion: """
            Returns the token, nil when there is no active token of that type, or throws when the app is not eligible. The first \
            eligible request for a customer stands for the install: a new customer gets both ACQUISITION and SERVICES, an existing \
            customer SERVICES only. Every token issued prints as it comes, in order: the one asked for with its dates and value, the \
            install's other one on a line of its own ('ACQUISITION tok1 … issued with the install'), so tok1 and tok2 can both be \
            followed. ACQUISITION has one active period per customer per app and never comes back after it expires. Asking again while \
            a token is active returns the same token (Apple may return the same or a refreshed one with a new externalPurchaseId and \
            the same dates; the simulator returns the same). After SERVICES expires, sandbox issues a new one on the next request; \
            production only after an update or re-download ('customer update'). The value is base64url JSON: appAppleId, bundleId, \
            externalPurchaseId, tokenCreationDate, tokenExpirationDate (UNIX milliseconds of the virtual clock) and tokenType. In Japan \
            and Brazil, where the allowed-regions entitlement (com.apple.developer.storekit.custom-purchase-link.allowed-regions, no \
            Info.plist key) covers the storefront, the token types are IN_APP (an alternative payment provider inside the app) and \
            LINK_OUT (the customer completes the purchase on your website), Japan's from iOS \(OSGate.japanTokenTypes.minimumOS) and \
            Brazil's from iOS \(OSGate.brazil.minimumOS) (Apple's ExternalPurchaseCustomLink.token(for:)); ACQUISITION or SERVICES \
            there, or IN_APP and LINK_OUT in the EU, is an error (what Apple does then is UNCONFIRMED). A Japanese or Brazilian token is \
            issued on request when none of its type is active and lives as SERVICES does (one hour in sandbox): Apple documents no \
            install rule or lifetime for them (UNCONFIRMED). iOS \(OSGate.tokenTypeStruct.minimumOS) adds \
            ExternalPurchaseCustomLink.TokenType: 'token withinApp' and 'token outOfApp' call token(for:) with it, and stand for \
            IN_APP and LINK_OUT (the raw values are UNCONFIRMED); earlier versions refuse them.
            """,
        examples: ["token SERVICES", "token ACQUISITION", "token IN_APP", "token LINK_OUT", "token withinApp"])
    public static let fields: [CommandField<Self>] = [
        .argument("TYPE", \.type, .customLinkTokenType,
                  help: "ACQUISITION or SERVICES (EU, EEA); IN_APP or LINK_OUT (Japan, Brazil); withinApp or outOfApp (TokenType, iOS 27.2)"),
    ]

    public func run(in session: Session) throws {
        let type = type
        switch try session.performing({ try $0.customLinkToken(for: type.type, asTokenType: type.isTokenType) }) {
        case .token(_, issued: true):
            break // the tokenIssued event printed it
        case .token(let token, issued: false):
            for line in ExternalPurchaseText.tokenLines(token, state: "active") { session.emit(line) }
        case .none(let reason):
            session.emit("nil", style: .failure)
            session.emit("reason \(ExternalPurchaseText.reason(reason))")
        }
    }
}
