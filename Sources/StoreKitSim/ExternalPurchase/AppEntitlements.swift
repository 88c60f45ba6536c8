/// The app's external-purchase entitlements and the Info.plist keys that go with them.
///
/// Values are lowercase alpha-2 codes, as Apple's keys take them; anything else is refused when
/// set, so a misspelt region cannot silently make an app ineligible (Apple's ExternalPurchaseCustomLink).
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

    /// Gives the app an entitlement. For the allowed-regions entitlement the regions are added to
    /// those it already lists (one already listed stays, once): adding never drops a region, so a
    /// second add cannot silently undo the first; `setRegions` replaces the list. The allowed-regions
    /// entitlement needs at least one region; the Boolean ones take none.
    public mutating func add(_ entitlement: ExternalPurchaseEntitlement, regions: [String]) throws(EntitlementError) {
        if entitlement == .allowedRegions {
            guard !regions.isEmpty else { throw .needsRegions(entitlement) }
            try Self.validate(regions, in: .entitlement(entitlement))
            var list = held[entitlement] ?? []
            for region in regions where !list.contains(region) { list.append(region) }
            held[entitlement] = list
        } else if !regions.isEmpty {
            throw .isBoolean(entitlement)
        } else {
            held[entitlement] = []
        }
    }

    /// Replaces the allowed-regions entitlement's list (giving the app the entitlement if it did
    /// not hold it). Only that entitlement has a list of its own.
    public mutating func setRegions(_ entitlement: ExternalPurchaseEntitlement, _ regions: [String]) throws(EntitlementError) {
        guard entitlement == .allowedRegions else { throw .isBoolean(entitlement) }
        guard !regions.isEmpty else { throw .needsRegions(entitlement) }
        try Self.validate(regions, in: .entitlement(entitlement))
        held[entitlement] = regions
    }

    /// Takes the entitlement away, or, given regions, only those regions from the allowed-regions
    /// entitlement's list. Every region must be listed, and at least one must stay: an
    /// allowed-regions entitlement without regions does not exist (remove the entitlement instead).
    public mutating func remove(_ entitlement: ExternalPurchaseEntitlement, regions: [String] = []) throws(EntitlementError) {
        guard let list = held[entitlement] else { throw .notHeld(entitlement) }
        guard !regions.isEmpty else {
            held.removeValue(forKey: entitlement)
            return
        }
        guard entitlement == .allowedRegions else { throw .isBoolean(entitlement) }
        try Self.validate(regions, in: .entitlement(entitlement))
        if let missing = regions.first(where: { !list.contains($0) }) { throw .regionNotListed(missing, listed: list) }
        let rest = list.filter { !regions.contains($0) }
        guard !rest.isEmpty else { throw .noRegionsLeft(entitlement) }
        held[entitlement] = rest
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
