import StoreKitSim

/// `refund-request grant TXN [--reason R] [--percentage P]`: the App Store's decision on a refund
/// request (Transaction.beginRefundRequest(for:in:)) is to refund.
public struct RefundRequestGrantCommand: TypedCommand {
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
        "refund-request grant", area: .storeKit2, summary: "the App Store grants a refund request: the transaction is revoked",
        discussion: """
            The refund goes through the subscriptions model's refund ('refund TXN'): the transaction gets a revocation date and reason \
            and its entitlement is gone; a StoreKit 2 app learns it through Transaction.updates. --percentage grants part of it \
            (REFUND_PRORATED), as 'refund TXN --percentage P' does.
            """,
        examples: ["refund-request grant t1", "refund-request grant t1 --reason developerIssue", "refund-request grant t1 --percentage 40"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a transaction with a refund request waiting"),
        .option(.revocationReason, \.reason),
        .option(.refundPercentage, \.percentage),
    ]

    public func run(in session: Session) throws {
        try session.perform {
            try $0.decideRefund(transaction, grant: true, reason: reason ?? .other,
                                percentage: percentage ?? RevocationType.wholePercentage)
        }
    }
}
