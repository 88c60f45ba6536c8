import StoreKitSim

/// A token type as `token` takes it: Apple's string (`SERVICES`), or iOS 27.2's
/// `ExternalPurchaseCustomLink.TokenType` name (`withinApp`), which older OS versions refuse, so
/// the spelling is part of the value.
public struct CustomLinkTokenTypeWord: Sendable, Hashable {
    public var type: CustomLinkTokenType
    /// True when spelled as ExternalPurchaseCustomLink.TokenType (`withinApp`, `outOfApp`).
    public var isTokenType: Bool

    public init(_ type: CustomLinkTokenType, asTokenType: Bool = false) {
        self.type = type
        self.isTokenType = asTokenType
    }
}
