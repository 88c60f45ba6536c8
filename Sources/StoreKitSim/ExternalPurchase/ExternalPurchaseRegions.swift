/// The region sets Apple's external-purchase entitlements and Info.plist keys accept, as the
/// lowercase alpha-2 codes the keys take (Apple's ExternalPurchaseCustomLink).
///
/// Kept in one place so eligibility, setting an Info.plist key and adding an entitlement agree on what is valid.
public enum ExternalPurchaseRegions {
    /// EU-27, in the order Apple's SKExternalPurchaseCustomLinkRegions page lists them (Apple's ExternalPurchaseCustomLink).
    public static let eu27: [String] = [
        "at", "be", "bg", "hr", "cy", "cz", "dk", "ee", "fi", "fr", "de", "gr", "hu", "ie",
        "it", "lv", "lt", "lu", "mt", "nl", "pl", "pt", "ro", "sk", "si", "es", "se",
    ]

    /// The App Store EEA: EU-27 plus Iceland and Norway (Liechtenstein has no storefront; Apple's ExternalPurchaseCustomLink).
    public static let eeaStreaming: [String] = eu27 + ["is", "no"]

    /// Valid values of the allowed-regions entitlement: Brazil, Japan and EU-27 (Apple's ExternalPurchaseCustomLink).
    public static let customLinkAllowed: [String] = eu27 + ["jp", "br"]

    /// The alpha-2 code a storefront's countryCode maps to, lowercase, as Apple's keys write it.
    public static func key(for storefront: Storefront) -> String { storefront.alpha2.lowercased() }
}
