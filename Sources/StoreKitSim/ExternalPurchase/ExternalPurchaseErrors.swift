/// The errors of the external purchase area, in one place so their wording stays consistent.
extension SimulationError {
    static func entitlementNeedsRegions(_ e: ExternalPurchaseEntitlement) -> SimulationError {
        SimulationError(code: "entitlement-needs-regions", message: "\(e.rawValue) lists its regions as its value",
                        hint: "for example 'entitlement add \(e.alias) jp' or 'entitlement add \(e.alias) fr de'", argument: "NAME")
    }
    static func entitlementIsBoolean(_ e: ExternalPurchaseEntitlement) -> SimulationError {
        SimulationError(code: "entitlement-is-boolean", message: "\(e.rawValue) is a Boolean entitlement and takes no regions",
                        hint: "list the regions with 'plist set \(e.plistKey?.rawValue ?? "") CODE...'", argument: "REGION")
    }
    static func entitlementNotHeld(_ e: ExternalPurchaseEntitlement) -> SimulationError {
        SimulationError(code: "entitlement-not-held", message: "the app does not hold \(e.rawValue)",
                        hint: "'entitlements' lists what it holds", argument: "NAME")
    }
    static func plistKeyNotSet(_ key: InfoPlistKey) -> SimulationError {
        SimulationError(code: "plist-key-not-set", message: "Info.plist has no \(key.rawValue)", hint: "'entitlements' shows the Info.plist keys", argument: "KEY")
    }
    static func badRegionCode(_ region: String) -> SimulationError {
        let hint: String
        if let storefront = Storefront.resolve(region), region != ExternalPurchaseRegions.key(for: storefront) {
            hint = "Apple's keys take lowercase alpha-2 codes: write '\(ExternalPurchaseRegions.key(for: storefront))' for \(storefront.countryCode)"
        } else {
            hint = "Apple's keys take lowercase alpha-2 codes such as fr, de, jp"
        }
        return SimulationError(code: "bad-region-code", message: "'\(region)' is not a lowercase alpha-2 region code", hint: hint, argument: "REGION")
    }
    static func regionNotValid(_ region: String, owner: String, allowed: [String]) -> SimulationError {
        SimulationError(code: "region-not-valid", message: "'\(region)' is not a valid value of \(owner)",
                        hint: "valid values: \(allowed.joined(separator: " "))", argument: "REGION")
    }
    static func repeatedRegion(_ region: String) -> SimulationError {
        SimulationError(code: "repeated-region", message: "'\(region)' is listed twice", hint: "list each region once", argument: "REGION")
    }
    /// isEligible is false, so every other method of the API throws (facts 3.1). Apple says it is
    /// a StoreKitError; which case is UNCONFIRMED (facts 3.2), so the message does not name one.
    static func notEligible(_ method: String, _ reasons: [IneligibilityReason]) -> SimulationError {
        SimulationError(code: "not-eligible", message: "\(method) threw StoreKitError: the app is not eligible for ExternalPurchaseCustomLink",
                        hint: (reasons.first.map { "\($0.description); " } ?? "") + "'eligible' lists every reason")
    }
    static func regionalTokenTypes(_ storefront: Storefront) -> SimulationError {
        SimulationError(code: "regional-token-type", message: "in \(storefront.countryCode) the custom link tokens are IN_APP and LINK_OUT, not ACQUISITION or SERVICES",
                        hint: "Japan (iOS 26.4) and Brazil (iOS 26.5) token types are not simulated; try an EU storefront such as FRA", argument: "TYPE")
    }
    static var noNotice: SimulationError {
        SimulationError(code: "no-notice", message: "the disclosure notice is not up", hint: "'notice within-app' or 'notice browser' shows it")
    }
}
