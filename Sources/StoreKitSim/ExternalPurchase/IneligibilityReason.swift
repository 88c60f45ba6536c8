/// Why ExternalPurchaseCustomLink.isEligible is false: one case per rule of Apple's ExternalPurchaseCustomLink.isEligible.
///
/// Structured (not text) so the eligibility table test can name the exact reasons it expects.
public enum IneligibilityReason: Sendable, Hashable {
    /// The OS is older than `OSGate.customLinkAPI`: the API does not exist (Apple's ExternalPurchaseCustomLink).
    case apiUnavailable(os: OSVersion)
    /// SKPaymentQueue.canMakePayments() is false (Apple's ExternalPurchaseCustomLink.isEligible (a)).
    case paymentsRestricted
    /// The app holds none of the three entitlements (Apple's ExternalPurchaseCustomLink.isEligible (b)).
    case noEntitlement
    /// The entitlement needs a newer OS: its `gate`'s minimum (Apple's ExternalPurchaseCustomLink).
    case entitlementNeedsOS(ExternalPurchaseEntitlement, OSVersion)
    /// The storefront is not among the regions the entitlement can ever cover.
    case outsideRegions(ExternalPurchaseEntitlement, storefront: String)
    /// The Boolean entitlement's Info.plist key is missing (Apple's ExternalPurchaseCustomLink).
    case plistKeyMissing(ExternalPurchaseEntitlement, InfoPlistKey)
    /// The storefront's code is not in the Info.plist list (Apple's ExternalPurchaseCustomLink.isEligible (c)).
    case notListedInPlist(InfoPlistKey, storefront: String, region: String)
    /// The storefront's code is not in the allowed-regions entitlement's value (Apple's ExternalPurchaseCustomLink.isEligible (c)).
    case notInEntitlementRegions(storefront: String, region: String)
    /// A region of the allowed-regions entitlement that needs a newer OS (`OSGate.brazil`; Apple's ExternalPurchaseCustomLink).
    case regionNeedsOS(region: String, OSVersion)
}
