/// Why ExternalPurchaseCustomLink refused a call
/// (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink). The command
/// layer words each case.
public enum ExternalPurchaseError: Error, Sendable, Hashable {
    /// isEligible is false, so every other method of the API throws (Apple's ExternalPurchaseCustomLink.isEligible): the method
    /// called and every rule that failed.
    case notEligible(CustomLinkCall, [IneligibilityReason])
    /// In Japan and Brazil the custom link tokens are IN_APP and LINK_OUT: ACQUISITION or SERVICES
    /// was asked there; the gate says from which OS the region's token types exist.
    case regionalTokenTypes(Storefront, OSGate)
    /// IN_APP or LINK_OUT asked on an OS older than the region's gate (Japan 26.4, Brazil 26.5).
    case regionalTokenNeedsOS(CustomLinkTokenType, Storefront, OSGate)
    /// IN_APP or LINK_OUT asked where the tokens are ACQUISITION and SERVICES (the EU, the EEA).
    /// UNCONFIRMED: Apple does not say what token(for:) does then; the simulator throws.
    case europeanTokenTypes(CustomLinkTokenType, Storefront)
    /// token(for: TokenType) on an OS before iOS 27.2, where TokenType does not exist.
    case tokenTypeNeedsOS(CustomLinkTokenType, OSVersion)
    /// No disclosure notice is up to answer.
    case noNotice
    /// A token of this type issued now would expire after the last instant the virtual clock can
    /// show (9999-12-31T23:59:59Z), so its dates could not be written.
    case expiryPastClockEnd(CustomLinkTokenType, lifetime: Int64)
    /// A production token lifetime of zero or less.
    case lifetimeNotPositive(CustomLinkTokenType)
}

/// The ExternalPurchaseCustomLink methods that throw when the app is not eligible.
public enum CustomLinkCall: Sendable, Hashable {
    /// token(for:)
    case token
    /// showNotice(type:)
    case showNotice
}
