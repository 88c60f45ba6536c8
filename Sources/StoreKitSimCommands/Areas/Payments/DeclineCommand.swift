import StoreKitSim

/// `decline TXN`: SKTestSession.declineAskToBuyTransaction(identifier:).
public struct DeclineCommand: TypedCommand {
    /// The deferred transaction the parent declines.
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "decline", area: .payments, summary: "decline a deferred Ask to Buy purchase",
        discussion: """
            Like SKTestSession.declineAskToBuyTransaction(identifier:): the deferred transaction fails (paymentCancelled; UNCONFIRMED) \
            and the observer's updatedTransactions is called.
            """,
        examples: ["decline t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .transactionID, help: "a deferred transaction, e.g. t1"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.declineAskToBuy(transaction) }
    }
}
