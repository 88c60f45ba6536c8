/// Why an entitlement or Info.plist change was refused (Apple's ExternalPurchaseCustomLink). The command layer
/// words each case.
public enum EntitlementError: Error, Sendable, Hashable {
    /// The allowed-regions entitlement lists its regions as its value; none were given.
    case needsRegions(ExternalPurchaseEntitlement)
    /// A Boolean entitlement was given regions (they belong in its Info.plist key).
    case isBoolean(ExternalPurchaseEntitlement)
    case notHeld(ExternalPurchaseEntitlement)
    case plistKeyNotSet(InfoPlistKey)
    /// A region that is not a lowercase alpha-2 code, in the list being set.
    case badRegionCode(String, in: RegionList)
    /// A region the list does not accept.
    case regionNotValid(String, in: RegionList)
    /// A region given twice in the list being set.
    case repeatedRegion(String, in: RegionList)
    /// A region to remove that the allowed-regions entitlement does not list; `listed` is its list.
    case regionNotListed(String, listed: [String])
    /// Removing the regions would leave the allowed-regions entitlement with none.
    case noRegionsLeft(ExternalPurchaseEntitlement)
}

/// A list of region codes: an entitlement's own value or an Info.plist key's array.
public enum RegionList: Sendable, Hashable {
    case entitlement(ExternalPurchaseEntitlement)
    case plistKey(InfoPlistKey)

    /// The values Apple documents for the list.
    public var validRegions: [String] {
        switch self {
        case .entitlement(let entitlement): return entitlement.validRegions
        case .plistKey(let key): return key.validRegions
        }
    }

    /// Apple's name of the entitlement or key.
    public var key: String {
        switch self {
        case .entitlement(let entitlement): return entitlement.rawValue
        case .plistKey(let key): return key.rawValue
        }
    }
}
