import StoreKitSim

/// How the external purchase entitlements are named in the command language: Apple's key, or a
/// short alias, and the region set each covers.
enum EntitlementText {
    /// The short name the command language also accepts.
    static func alias(_ entitlement: ExternalPurchaseEntitlement) -> String {
        switch entitlement {
        case .euLink: return "eu-link"
        case .allowedRegions: return "custom-link"
        case .streaming: return "streaming"
        }
    }

    /// Finds an entitlement by Apple's key or by its alias.
    static func named(_ name: String) -> ExternalPurchaseEntitlement? {
        ExternalPurchaseEntitlement.allCases.first { $0.rawValue == name || alias($0) == name }
    }

    /// Every name an entitlement is known by: alias, then Apple's key.
    static var names: [String] { ExternalPurchaseEntitlement.allCases.flatMap { [alias($0), $0.rawValue] } }

    /// How help and reasons name the region set.
    static func regionsName(_ entitlement: ExternalPurchaseEntitlement) -> String {
        switch entitlement {
        case .euLink: return "EU-27"
        case .allowedRegions: return "EU-27, jp, br"
        case .streaming: return "EU-27, is, no"
        }
    }

    /// `com.apple.developer.storekit.custom-purchase-link.allowed-regions (custom-link) jp fr`.
    static func line(_ entitlement: ExternalPurchaseEntitlement, _ app: AppEntitlements) -> String {
        ([entitlement.rawValue, "(\(alias(entitlement)))"] + (app.held[entitlement] ?? [])).joined(separator: " ")
    }
}
