import StoreKitSim

/// `refund TXN [--reason R] [--percentage P]`: SKTestSession.refundTransaction(identifier:), or
/// the Transaction Manager's refund.
public struct RefundCommand: TypedCommand {
    public var transaction: TransactionID = ""
    /// Transaction.RevocationReason; nil is other.
    public var reason: RevocationReason?
    /// The share refunded in milliunits ("revocationPercentage"); nil is the whole purchase.
    public var percentage: Int?

    public init() {}
    public init(_ transaction: TransactionID, reason: RevocationReason? = nil, percentage: Int? = nil) {
        self.transaction = transaction
        self.reason = reason
        self.percentage = percentage
    }

    public static let declaration = CommandDeclaration(
        "refund", area: .subscriptions, summary: "refund a transaction: its entitlement is revoked",
        discussion: """
            Like SKTestSession.refundTransaction(identifier:) or the Transaction Manager's refund: the transaction gets a revocation \
            date and reason, the entitlement is gone (a non-consumable no longer restores, a subscription is revoked and stops \
            renewing), and the observer hears paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:). Consumables can be refunded \
            too. A subscription's access comes from its latest transaction ("Transaction.currentEntitlements"): refunding an earlier \
            one (a past renewal, or the period an upgrade replaced) revokes that transaction only, and 'access kept PRODUCT: the \
            refund revokes TXN only; …' says which transaction still gives access and until when; the subscription, \
            currentEntitlements and the REFUND notification's status stay as they were. \
            --percentage refunds part of the purchase (a consumable partly used up): the transaction is still revoked, with \
            revocationType REFUND_PRORATED and revocationPercentage in milliunits (40 is 40000); a whole refund is REFUND_FULL, \
            100000 (App Store Server API, "revocationType" and "revocationPercentage").
            """,
        examples: ["refund t1", "refund t1 --reason developerIssue", "refund t1 --percentage 40"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a purchased, renewed or restored transaction"),
        .option(.revocationReason, \.reason),
        .option(.refundPercentage, \.percentage),
    ]

    public func run(in session: Session) throws {
        try session.perform {
            try $0.refund(transaction, reason: reason ?? .other, percentage: percentage ?? RevocationType.wholePercentage)
        }
    }
}
