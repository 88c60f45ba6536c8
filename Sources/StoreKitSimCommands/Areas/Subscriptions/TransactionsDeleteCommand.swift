import StoreKitSim

/// `transactions delete TXN`: SKTestSession.deleteTransaction(identifier:).
public struct TransactionsDeleteCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "transactions delete", area: .subscriptions, summary: "delete a transaction from the history (SKTestSession.deleteTransaction)",
        discussion: "The transaction leaves the history and the queue, and the entitlement it gave goes with it.",
        examples: ["transactions delete t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .historyTransactionID, help: "a transaction in the history"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.deleteTransaction(transaction) }
    }
}
