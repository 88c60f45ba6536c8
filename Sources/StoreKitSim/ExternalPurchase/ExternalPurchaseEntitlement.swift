/// One of the three entitlements that open ExternalPurchaseCustomLink (storekit-facts.md 2.2).
///
/// Each names its Info.plist key (if any), the regions it can cover and the OS it needs, so the
/// eligibility rules read from one table instead of scattered conditions.
public enum ExternalPurchaseEntitlement: String, Sendable, CaseIterable, Hashable, Comparable {
    /// StoreKit External Purchase Link (EU): Boolean, with SKExternalPurchaseCustomLinkRegions.
    case euLink = "com.apple.developer.storekit.external-purchase-link"
    /// StoreKit External Custom Purchase Link Regions: its value lists the regions; no plist key.
    case allowedRegions = "com.apple.developer.storekit.custom-purchase-link.allowed-regions"
    /// Music Streaming Services (EEA): Boolean, with SKExternalPurchaseLinkStreamingRegions.
    case streaming = "com.apple.developer.storekit.external-purchase-link-streaming"

    /// The Info.plist key that must list the storefront; nil for the allowed-regions entitlement,
    /// whose own value lists the regions (facts 2.2, "standalone").
    public var plistKey: InfoPlistKey? {
        switch self {
        case .euLink: return .customLinkRegions
        case .allowedRegions: return nil
        case .streaming: return .streamingRegions
        }
    }

    /// The regions (lowercase alpha-2) the entitlement can ever cover.
    public var validRegions: [String] {
        switch self {
        case .euLink: return ExternalPurchaseRegions.eu27
        case .allowedRegions: return ExternalPurchaseRegions.customLinkAllowed
        case .streaming: return ExternalPurchaseRegions.eeaStreaming
        }
    }

    /// The OS the entitlement needs on top of the API's 18.1 (facts 2.2): streaming 18.2,
    /// the allowed-regions entitlement 26.2.
    public var minimumOS: OSVersion {
        switch self {
        case .euLink: return ExternalPurchase.apiMinimumOS
        case .allowedRegions: return OSVersion(26, 2)
        case .streaming: return OSVersion(18, 2)
        }
    }

    /// A region that needs a newer OS than the entitlement itself: Brazil from 26.5 (facts 2.2).
    public func minimumOS(forRegion region: String) -> OSVersion {
        self == .allowedRegions && region == "br" ? OSVersion(26, 5) : minimumOS
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The Info.plist keys that go with the Boolean entitlements (facts 2.2).
public enum InfoPlistKey: String, Sendable, CaseIterable, Hashable, Comparable {
    case customLinkRegions = "SKExternalPurchaseCustomLinkRegions"
    case streamingRegions = "SKExternalPurchaseLinkStreamingRegions"

    /// The values Apple documents for the key.
    public var validRegions: [String] {
        switch self {
        case .customLinkRegions: return ExternalPurchaseRegions.eu27
        case .streamingRegions: return ExternalPurchaseRegions.eeaStreaming
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
