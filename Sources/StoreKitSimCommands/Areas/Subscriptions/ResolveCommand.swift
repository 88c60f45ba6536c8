import StoreKitSim

/// `resolve TXN`: SKTestSession.resolveIssueForTransaction(identifier:), for an interrupted
/// purchase or a subscription in billing retry.
public struct ResolveCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "resolve", area: .subscriptions, summary: "resolve an interrupted purchase or a subscription's billing issue",
        discussion: """
            SKTestSession.resolveIssueForTransaction(identifier:). With 'interrupted-purchases on', a confirmed purchase first fails \
            (paymentCancelled), as when the customer must first fix something outside the app; once the issue is resolved, a new \
            purchased transaction for the same product reaches the observer. For the latest transaction of a subscription in billing \
            retry (or its grace period), its billing issue is resolved: it recovers with a new renewal transaction, as 'billing-issue \
            off' recovers every subscription.
            """,
        examples: ["resolve t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID,
                  help: "a purchase that failed on an interruption, or a subscription's latest transaction in billing retry"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.resolveInterruptedPurchase(transaction) }
    }
}
