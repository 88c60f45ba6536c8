/// One of the three entitlements that open ExternalPurchaseCustomLink (Apple's ExternalPurchaseCustomLink).
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
    /// whose own value lists the regions (Apple's ExternalPurchaseCustomLink, "standalone").
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

    /// The gate the entitlement needs: the API's own for the EU link, its own for the others.
    public var gate: OSGate {
        switch self {
        case .euLink: return .customLinkAPI
        case .allowedRegions: return .japanRegions
        case .streaming: return .streamingEntitlement
        }
    }

    public var minimumOS: OSVersion { gate.minimumOS }

    /// The gate of a region that needs a newer OS than the entitlement itself (Brazil); the
    /// entitlement's own gate otherwise.
    public func gate(forRegion region: String) -> OSGate {
        self == .allowedRegions && region == "br" ? .brazil : gate
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The Info.plist keys that go with the Boolean entitlements (Apple's ExternalPurchaseCustomLink).
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
