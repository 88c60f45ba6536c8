import StoreKitSim

/// `refund reverse TXN`: the App Store reverses a refund it granted (REFUND_REVERSED).
public struct RefundReverseCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "refund reverse", area: .subscriptions, summary: "the App Store reverses a refund: the purchase counts again",
        discussion: """
            After a dispute the customer raised, the App Store can reverse a refund it granted (App Store Server \
            Notifications, REFUND_REVERSED): the revocation date and reason are gone, a non-consumable is owned again, a \
            revoked subscription is back until its expiry date (auto-renew stays off, as the refund turned it off: \
            UNCONFIRMED). A purchase Family Sharing stopped sharing was not refunded and cannot be reversed.
            """,
        examples: ["refund reverse t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a refunded transaction"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.reverseRefund(transaction) }
    }
}
