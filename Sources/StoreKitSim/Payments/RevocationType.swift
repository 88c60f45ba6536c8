/// How a transaction was revoked (StoreKit's Transaction.RevocationType: fullRefund,
/// proratedRefund, familyRevocation; the App Store Server API's "revocationType": REFUND_FULL,
/// REFUND_PRORATED, FAMILY_REVOKE).
public enum RevocationType: String, Sendable, Hashable, CaseIterable {
    /// The App Store refunded the whole purchase (revocationPercentage 100000).
    case fullRefund
    /// The App Store refunded part of it: "partially refunded based on consumption", or for an
    /// auto-renewable subscription the time left in its period ("revocationPercentage").
    case proratedRefund
    /// The family member who shared it stopped sharing, or this customer left the family.
    case familyRevocation

    /// A whole refund, in the milliunits of "revocationPercentage" (100% is 100000).
    public static let wholePercentage = 100_000

    /// The type of a refund of `percentage` milliunits: whole or prorated.
    public static func refund(percentage: Int) -> RevocationType {
        percentage >= wholePercentage ? .fullRefund : .proratedRefund
    }
}
