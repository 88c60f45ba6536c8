/// A part of external purchase that exists only from some iOS version on, declared once with its
/// minimum OS so the eligibility rules and every word about it in the command layer read the same number.
///
/// The versions are Apple's: ExternalPurchaseCustomLink
/// (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink) and the
/// entitlement pages com.apple.developer.storekit.external-purchase-link-streaming and
/// com.apple.developer.storekit.custom-purchase-link.allowed-regions.
public enum OSGate: Sendable, Hashable, CaseIterable {
    /// ExternalPurchaseCustomLink itself (iOS 18.1).
    case customLinkAPI
    /// The music streaming entitlement and SKExternalPurchaseLinkStreamingRegions (iOS 18.2).
    case streamingEntitlement
    /// The allowed-regions entitlement, and with it the Japan regions it lists (iOS 26.2).
    case japanRegions
    /// Japan's own token types, IN_APP and LINK_OUT, and their reporting (iOS 26.4).
    case japanTokenTypes
    /// Brazil in the allowed-regions entitlement, with its IN_APP and LINK_OUT tokens (iOS 26.5).
    case brazil
    /// `ExternalPurchaseCustomLink.TokenType` (`withinApp`, `outOfApp`) and token(for:) taking it (iOS 27.2).
    case tokenTypeStruct

    public var minimumOS: OSVersion {
        switch self {
        case .customLinkAPI: return OSVersion(18, 1)
        case .streamingEntitlement: return OSVersion(18, 2)
        case .japanRegions: return OSVersion(26, 2)
        case .japanTokenTypes: return OSVersion(26, 4)
        case .brazil: return OSVersion(26, 5)
        case .tokenTypeStruct: return OSVersion(27, 2)
        }
    }

    /// The gate for a region's own token types (IN_APP, LINK_OUT), nil where the tokens are
    /// ACQUISITION and SERVICES.
    public static func regionalTokenTypes(region: String) -> OSGate? {
        switch region {
        case "jp": return .japanTokenTypes
        case "br": return .brazil
        default: return nil
        }
    }
}
