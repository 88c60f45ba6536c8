/// ExternalPurchaseCustomLink.isEligible with its reasons (Apple's ExternalPurchaseCustomLink.isEligible).
///
/// True only when the API exists (`OSGate.customLinkAPI`), the customer can pay, and at least one held
/// entitlement covers the storefront: its OS gate passes and the storefront is in its regions and
/// in its Info.plist list (or, for the allowed-regions entitlement, in its own value). When false,
/// `reasons` names every rule that failed, so QA sees all fixes at once, not one at a time.
public struct Eligibility: Sendable, Hashable {
    public var isEligible: Bool { reasons.isEmpty && grantedBy != nil }
    /// The first held entitlement (in table order) that covers the storefront.
    public var grantedBy: ExternalPurchaseEntitlement?
    /// Every failed rule when not eligible; empty when eligible.
    public var reasons: [IneligibilityReason]

    /// Evaluates the rules for the app's entitlements in this storefront on this device.
    public init(entitlements: AppEntitlements, storefront: Storefront, device: Device) {
        var global: [IneligibilityReason] = []
        if device.os < OSGate.customLinkAPI.minimumOS { global.append(.apiUnavailable(os: device.os)) }
        if !device.canMakePayments { global.append(.paymentsRestricted) }
        if entitlements.held.isEmpty { global.append(.noEntitlement) }
        var perEntitlement: [IneligibilityReason] = []
        var granted: ExternalPurchaseEntitlement?
        for entitlement in entitlements.entitlements {
            let failures = Self.check(entitlement, entitlements: entitlements, storefront: storefront, device: device)
            if failures.isEmpty {
                if granted == nil { granted = entitlement }
            } else {
                perEntitlement += failures
            }
        }
        grantedBy = granted
        reasons = global + (granted == nil ? perEntitlement : [])
    }

    /// The rules one entitlement must pass; empty when it covers the storefront.
    static func check(_ entitlement: ExternalPurchaseEntitlement, entitlements: AppEntitlements,
                      storefront: Storefront, device: Device) -> [IneligibilityReason] {
        var failures: [IneligibilityReason] = []
        let region = ExternalPurchaseRegions.key(for: storefront)
        let code = storefront.countryCode
        if entitlement.gate != .customLinkAPI, device.os < entitlement.minimumOS {
            failures.append(.entitlementNeedsOS(entitlement, entitlement.minimumOS))
        }
        let inRegions = entitlement.validRegions.contains(region)
        if !inRegions { failures.append(.outsideRegions(entitlement, storefront: code)) }
        if let key = entitlement.plistKey {
            if let listed = entitlements.plist[key] {
                if inRegions, !listed.contains(region) {
                    failures.append(.notListedInPlist(key, storefront: code, region: region))
                }
            } else {
                failures.append(.plistKeyMissing(entitlement, key))
            }
        } else if inRegions {
            if !(entitlements.held[entitlement] ?? []).contains(region) {
                failures.append(.notInEntitlementRegions(storefront: code, region: region))
            } else {
                let gate = entitlement.gate(forRegion: region)
                if gate != entitlement.gate, device.os < gate.minimumOS { failures.append(.regionNeedsOS(region: region, gate.minimumOS)) }
            }
        }
        return failures
    }
}

extension World {
    /// ExternalPurchaseCustomLink.isEligible for the current app, storefront and device.
    public var externalPurchaseEligibility: Eligibility {
        Eligibility(entitlements: external.app, storefront: storefront, device: device)
    }
}
