import StoreKitSim

/// `finish TXN|all`: SKPaymentQueue.finishTransaction(_:), for one transaction or every one that
/// can be finished.
public struct FinishCommand: TypedCommand {
    /// The transaction, or `all`.
    public var transaction: TransactionID = "all"

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }
    /// `finish all`.
    public static let all = FinishCommand("all")

    public static let declaration = CommandDeclaration(
        "finish", area: .payments, summary: "finish a transaction, or all that can be finished",
        discussion: """
            finishTransaction(_:) removes a purchased, failed or restored transaction from the queue and calls \
            paymentQueue(_:removedTransactions:). A purchasing or deferred transaction cannot be finished; 'finish all' leaves them in \
            the queue.
            """,
        examples: ["finish all", "finish t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .transactionOrAll, help: "a transaction id, or all"),
    ]

    public func run(in session: Session) throws {
        if transaction.rawValue == "all" {
            if session.performing({ $0.finishAll() }).isEmpty { session.emit("nothing to finish") }
        } else {
            try session.perform { try $0.finishTransaction(transaction) }
        }
    }
}
