/// The app's external-purchase entitlements and the Info.plist keys that go with them.
///
/// Values are lowercase alpha-2 codes, as Apple's keys take them; anything else is refused when
/// set, so a misspelt region cannot silently make an app ineligible (storekit-facts.md 2.2).
public struct AppEntitlements: Sendable, Hashable {
    /// Held entitlements; the allowed-regions entitlement's value is its region list,
    /// the Boolean ones hold an empty list.
    public private(set) var held: [ExternalPurchaseEntitlement: [String]] = [:]
    /// Info.plist arrays by key.
    public private(set) var plist: [InfoPlistKey: [String]] = [:]

    public init() {}

    /// The entitlements in a stable order.
    public var entitlements: [ExternalPurchaseEntitlement] { held.keys.sorted() }

    public func holds(_ entitlement: ExternalPurchaseEntitlement) -> Bool { held[entitlement] != nil }

    /// Adds (or replaces) an entitlement. The allowed-regions one needs its regions; the others take none.
    public mutating func add(_ entitlement: ExternalPurchaseEntitlement, regions: [String]) throws(EntitlementError) {
        if entitlement == .allowedRegions {
            guard !regions.isEmpty else { throw .needsRegions(entitlement) }
            try Self.validate(regions, in: .entitlement(entitlement))
        } else if !regions.isEmpty {
            throw .isBoolean(entitlement)
        }
        held[entitlement] = regions
    }

    public mutating func remove(_ entitlement: ExternalPurchaseEntitlement) throws(EntitlementError) {
        guard held.removeValue(forKey: entitlement) != nil else { throw .notHeld(entitlement) }
    }

    /// Sets an Info.plist array, checking every value against the key's documented list.
    public mutating func setPlist(_ key: InfoPlistKey, _ regions: [String]) throws(EntitlementError) {
        try Self.validate(regions, in: .plistKey(key))
        plist[key] = regions
    }

    public mutating func removePlist(_ key: InfoPlistKey) throws(EntitlementError) {
        guard plist.removeValue(forKey: key) != nil else { throw .plistKeyNotSet(key) }
    }

    /// Checks region codes: lowercase alpha-2 from the allowed list, no repeats.
    static func validate(_ regions: [String], in list: RegionList) throws(EntitlementError) {
        var seen: Set<String> = []
        for region in regions {
            guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
                throw .badRegionCode(region, in: list)
            }
            guard list.validRegions.contains(region) else { throw .regionNotValid(region, in: list) }
            guard seen.insert(region).inserted else { throw .repeatedRegion(region, in: list) }
        }
    }
}
