import StoreKitSim

/// The entitlement and Info.plist errors in words.
extension EntitlementError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .needsRegions(let entitlement):
            let alias = EntitlementText.alias(entitlement)
            return ErrorText("entitlement-needs-regions", "\(entitlement.rawValue) lists its regions as its value",
                             hint: "for example 'entitlement add \(alias) jp' or 'entitlement add \(alias) fr de'", argument: Key.entitlement.name)
        case .isBoolean(let entitlement):
            return ErrorText("entitlement-is-boolean", "\(entitlement.rawValue) is a Boolean entitlement and takes no regions",
                             hint: "list the regions with 'plist set \(entitlement.plistKey?.rawValue ?? "") CODE...'", argument: Key.regions.name)
        case .notHeld(let entitlement):
            return ErrorText("entitlement-not-held", "the app does not hold \(entitlement.rawValue)", hint: "'entitlements' lists what it holds",
                argument: Key.entitlement.name)
        case .plistKeyNotSet(let key):
            return ErrorText("plist-key-not-set", "Info.plist has no \(key.rawValue)", hint: "'entitlements' shows the Info.plist keys",
                argument: Key.plistKey.name)
        case .badRegionCode(let region, let list):
            let hint: String
            if let storefront = Storefront.resolve(region), region != ExternalPurchaseRegions.key(for: storefront) {
                hint = """
                    Apple's keys take lowercase alpha-2 codes: write '\(ExternalPurchaseRegions.key(for: storefront))' for \(storefront.countryCode)
                    """
            } else {
                hint = "Apple's keys take lowercase alpha-2 codes such as fr, de, jp"
            }
            return ErrorText("bad-region-code", "'\(region)' is not a lowercase alpha-2 region code", hint: hint, argument: Self.argument(list))
        case .regionNotValid(let region, let list):
            return ErrorText("region-not-valid", "'\(region)' is not a valid value of \(list.key)",
                             hint: "valid values: \(list.validRegions.joined(separator: " "))", argument: Self.argument(list))
        case .repeatedRegion(let region, let list):
            return ErrorText("repeated-region", "'\(region)' is listed twice", hint: "list each region once", argument: Self.argument(list))
        case .regionNotListed(let region, let listed):
            return ErrorText("region-not-listed", "'\(region)' is not listed in \(ExternalPurchaseEntitlement.allowedRegions.rawValue)",
                             hint: "it lists \(listed.joined(separator: " ")); 'entitlements' shows every list", argument: Key.regions.name)
        case .noRegionsLeft(let entitlement):
            let alias = EntitlementText.alias(entitlement)
            return ErrorText("no-regions-left", "\(entitlement.rawValue) would list no region: it lists its regions as its value",
                             hint: """
                                 'entitlement remove \(alias)' takes the entitlement away; 'entitlement set \(alias) REGION...' replaces its regions
                                 """, argument: Key.regions.name)
        }
    }

    /// The argument that gave the regions: `entitlement add NAME REGION...` or `plist set KEY VALUE...`.
    static func argument(_ list: RegionList) -> String {
        switch list {
        case .entitlement: return "REGION"
        case .plistKey: return "VALUE"
        }
    }
}
