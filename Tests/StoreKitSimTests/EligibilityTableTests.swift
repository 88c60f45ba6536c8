import Testing
@testable import StoreKitSim

/// The eligibility rules of storekit-facts.md 2.2 and 3.1 as one table: each row is an app
/// configuration, a storefront and a device, and the exact reasons (none when eligible).
struct EligibilityTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var entitlements: [(ExternalPurchaseEntitlement, [String])]
        var plist: [(InfoPlistKey, [String])]
        var storefront: String
        var os: OSVersion = OSVersion(26, 2)
        var payments = true
        var granted: ExternalPurchaseEntitlement?
        var reasons: [IneligibilityReason]
        var description: String { name }
    }

    static let eu: [(ExternalPurchaseEntitlement, [String])] = [(.euLink, [])]
    static let euPlist: [(InfoPlistKey, [String])] = [(.customLinkRegions, ExternalPurchaseRegions.eu27)]
    static let streaming: [(ExternalPurchaseEntitlement, [String])] = [(.streaming, [])]
    static let streamingPlist: [(InfoPlistKey, [String])] = [(.streamingRegions, ["is", "no"])]

    static let rows: [Row] = [
        Row(name: "FRA listed", entitlements: eu, plist: euPlist, storefront: "FRA", granted: .euLink, reasons: []),
        Row(name: "FRA not listed", entitlements: eu, plist: [(.customLinkRegions, ["de"])], storefront: "FRA",
            reasons: [.notListedInPlist(.customLinkRegions, storefront: "FRA", region: "fr")]),
        Row(name: "FRA without the key", entitlements: eu, plist: [], storefront: "FRA",
            reasons: [.plistKeyMissing(.euLink, .customLinkRegions)]),
        Row(name: "ITA not listed", entitlements: eu, plist: [(.customLinkRegions, ["fr", "de"])], storefront: "ITA",
            reasons: [.notListedInPlist(.customLinkRegions, storefront: "ITA", region: "it")]),
        Row(name: "USA", entitlements: eu, plist: euPlist, storefront: "USA", reasons: [.outsideRegions(.euLink, storefront: "USA")]),
        Row(name: "GBR with streaming", entitlements: eu + streaming, plist: euPlist + streamingPlist, storefront: "GBR",
            reasons: [.outsideRegions(.euLink, storefront: "GBR"), .outsideRegions(.streaming, storefront: "GBR")]),
        Row(name: "ISL with the EU link only", entitlements: eu, plist: euPlist, storefront: "ISL",
            reasons: [.outsideRegions(.euLink, storefront: "ISL")]),
        Row(name: "ISL streaming", entitlements: streaming, plist: streamingPlist, storefront: "ISL", granted: .streaming, reasons: []),
        Row(name: "NOR streaming", entitlements: streaming, plist: streamingPlist, storefront: "NOR", granted: .streaming, reasons: []),
        Row(name: "NOR streaming not listed", entitlements: streaming, plist: [(.streamingRegions, ["is"])], storefront: "NOR",
            reasons: [.notListedInPlist(.streamingRegions, storefront: "NOR", region: "no")]),
        Row(name: "NOR streaming at 18.1", entitlements: streaming, plist: streamingPlist, storefront: "NOR", os: OSVersion(18, 1),
            reasons: [.entitlementNeedsOS(.streaming, OSVersion(18, 2))]),
        Row(name: "NOR streaming at 18.2", entitlements: streaming, plist: streamingPlist, storefront: "NOR", os: OSVersion(18, 2),
            granted: .streaming, reasons: []),
        Row(name: "JPN at 26.1", entitlements: [(.allowedRegions, ["jp"])], plist: [], storefront: "JPN", os: OSVersion(26, 1),
            reasons: [.entitlementNeedsOS(.allowedRegions, OSVersion(26, 2))]),
        Row(name: "JPN at 26.2", entitlements: [(.allowedRegions, ["jp"])], plist: [], storefront: "JPN", granted: .allowedRegions, reasons: []),
        Row(name: "JPN not in the entitlement", entitlements: [(.allowedRegions, ["fr"])], plist: [], storefront: "JPN",
            reasons: [.notInEntitlementRegions(storefront: "JPN", region: "jp")]),
        Row(name: "BRA at 26.2", entitlements: [(.allowedRegions, ["br"])], plist: [], storefront: "BRA",
            reasons: [.regionNeedsOS(region: "br", OSVersion(26, 5))]),
        Row(name: "BRA at 26.5", entitlements: [(.allowedRegions, ["br"])], plist: [], storefront: "BRA", os: OSVersion(26, 5),
            granted: .allowedRegions, reasons: []),
        Row(name: "payments restricted", entitlements: eu, plist: euPlist, storefront: "FRA", payments: false, reasons: [.paymentsRestricted]),
        Row(name: "OS 18.0", entitlements: eu, plist: euPlist, storefront: "FRA", os: OSVersion(18, 0),
            reasons: [.apiUnavailable(os: OSVersion(18, 0))]),
        Row(name: "OS 18.1", entitlements: eu, plist: euPlist, storefront: "FRA", os: OSVersion(18, 1), granted: .euLink, reasons: []),
        Row(name: "no entitlement", entitlements: [], plist: euPlist, storefront: "FRA", reasons: [.noEntitlement]),
        Row(name: "every rule at once", entitlements: [], plist: [], storefront: "USA", os: OSVersion(17, 0), payments: false,
            reasons: [.apiUnavailable(os: OSVersion(17, 0)), .paymentsRestricted, .noEntitlement]),
        Row(name: "one entitlement suffices", entitlements: eu + streaming, plist: streamingPlist, storefront: "NOR", granted: .streaming,
            reasons: []),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        var app = AppEntitlements()
        for (entitlement, regions) in row.entitlements { try app.add(entitlement, regions: regions) }
        for (key, regions) in row.plist { try app.setPlist(key, regions) }
        var device = Device()
        device.os = row.os
        device.canMakePayments = row.payments
        let eligibility = Eligibility(entitlements: app, storefront: try #require(Storefront.resolve(row.storefront)), device: device)
        #expect(eligibility.reasons == row.reasons)
        #expect(eligibility.isEligible == row.reasons.isEmpty)
        if row.reasons.isEmpty { #expect(eligibility.grantedBy == row.granted) }
    }

    @Test func builtInWorldIsReadyForTheEUButNotTheUSA() {
        var world = World.builtIn()
        #expect(world.externalPurchaseEligibility.reasons == [.outsideRegions(.euLink, storefront: "USA")])
        world.storefront = Storefront.resolve("FRA")!
        #expect(world.externalPurchaseEligibility.isEligible)
    }

    @Test func regionCodesAreLowercaseAlpha2FromTheDocumentedList() throws {
        var app = AppEntitlements()
        let plist = RegionList.plistKey(.customLinkRegions)
        #expect(throws: EntitlementError.badRegionCode("FR", in: plist)) { try app.setPlist(.customLinkRegions, ["FR"]) }
        #expect(throws: EntitlementError.badRegionCode("fra", in: plist)) { try app.setPlist(.customLinkRegions, ["fra"]) }
        #expect(throws: EntitlementError.regionNotValid("no", in: plist)) { try app.setPlist(.customLinkRegions, ["no"]) }
        #expect(throws: EntitlementError.repeatedRegion("fr", in: .entitlement(.allowedRegions))) { try app.add(.allowedRegions,
            regions: ["fr", "jp", "fr"]) }
        #expect(throws: EntitlementError.needsRegions(.allowedRegions)) { try app.add(.allowedRegions, regions: []) }
        #expect(throws: EntitlementError.isBoolean(.streaming)) { try app.add(.streaming, regions: ["no"]) }
        #expect(app.entitlements.isEmpty && app.plist.isEmpty)
        try app.setPlist(.streamingRegions, ["no", "is", "fr"])
        #expect(app.plist == [.streamingRegions: ["no", "is", "fr"]])
        #expect(ExternalPurchaseRegions.eu27.count == 27)
        #expect(Set(ExternalPurchaseRegions.eu27).count == 27)
        #expect(ExternalPurchaseRegions.eu27.allSatisfy { Storefront.resolve($0) != nil })
    }

    @Test func removingWhatIsNotThereIsAnError() throws {
        var app = AppEntitlements()
        #expect(throws: EntitlementError.notHeld(.euLink)) { try app.remove(.euLink) }
        #expect(throws: EntitlementError.plistKeyNotSet(.streamingRegions)) { try app.removePlist(.streamingRegions) }
        try app.add(.euLink, regions: [])
        try app.remove(.euLink)
        #expect(!app.holds(.euLink))
    }

    @Test func addingRegionsAddsSettingReplacesRemovingTakesOut() throws {
        var app = AppEntitlements()
        try app.add(.allowedRegions, regions: ["jp"])
        try app.add(.allowedRegions, regions: ["fr"])
        #expect(app.held[.allowedRegions] == ["jp", "fr"])
        try app.add(.allowedRegions, regions: ["fr", "de"])
        #expect(app.held[.allowedRegions] == ["jp", "fr", "de"])
        try app.remove(.allowedRegions, regions: ["fr"])
        #expect(app.held[.allowedRegions] == ["jp", "de"])
        #expect(throws: EntitlementError.regionNotListed("fr", listed: ["jp", "de"])) { try app.remove(.allowedRegions, regions: ["fr"]) }
        #expect(throws: EntitlementError.noRegionsLeft(.allowedRegions)) { try app.remove(.allowedRegions, regions: ["jp", "de"]) }
        #expect(app.held[.allowedRegions] == ["jp", "de"])
        try app.setRegions(.allowedRegions, ["br"])
        #expect(app.held[.allowedRegions] == ["br"])
        #expect(throws: EntitlementError.isBoolean(.euLink)) { try app.setRegions(.euLink, ["fr"]) }
        try app.add(.euLink, regions: [])
        #expect(throws: EntitlementError.isBoolean(.euLink)) { try app.remove(.euLink, regions: ["fr"]) }
        #expect(app.holds(.euLink))
        try app.remove(.allowedRegions)
        #expect(!app.holds(.allowedRegions))
    }
}
