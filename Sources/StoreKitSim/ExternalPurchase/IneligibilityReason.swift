/// Why ExternalPurchaseCustomLink.isEligible is false: one case per rule of storekit-facts.md 3.1.
///
/// Structured (not text) so the eligibility table test can name the exact reasons it expects.
public enum IneligibilityReason: Sendable, Hashable {
    /// The OS is older than `OSGate.customLinkAPI`: the API does not exist (facts 3, 3.5).
    case apiUnavailable(os: OSVersion)
    /// SKPaymentQueue.canMakePayments() is false (facts 3.1 (a)).
    case paymentsRestricted
    /// The app holds none of the three entitlements (facts 3.1 (b)).
    case noEntitlement
    /// The entitlement needs a newer OS: its `gate`'s minimum (facts 2.2).
    case entitlementNeedsOS(ExternalPurchaseEntitlement, OSVersion)
    /// The storefront is not among the regions the entitlement can ever cover.
    case outsideRegions(ExternalPurchaseEntitlement, storefront: String)
    /// The Boolean entitlement's Info.plist key is missing (facts 2.2, "other facts").
    case plistKeyMissing(ExternalPurchaseEntitlement, InfoPlistKey)
    /// The storefront's code is not in the Info.plist list (facts 3.1 (c)).
    case notListedInPlist(InfoPlistKey, storefront: String, region: String)
    /// The storefront's code is not in the allowed-regions entitlement's value (facts 3.1 (c)).
    case notInEntitlementRegions(storefront: String, region: String)
    /// A region of the allowed-regions entitlement that needs a newer OS (`OSGate.brazil`; facts 2.2).
    case regionNeedsOS(region: String, OSVersion)
}
