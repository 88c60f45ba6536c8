import StoreKitSim

/// `transactions`: the whole history, finished or not (SKTestSession.allTransactions).
public struct TransactionsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "transactions", area: .subscriptions, summary: "list every transaction, finished or not (SKTestSession.allTransactions)",
        discussion: """
            Oldest first: the queue's summary, then 'finished' once the app finished it, the purchase date, the end of a subscription \
            period, the original transaction of a renewal, a refund's revocation date and reason, 'upgraded' when an upgrade replaced \
            it, 'interrupted' while it waits for 'resolve'. \(ApproximatePriceHelp.sentence)
            """,
        examples: ["transactions"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let history = session.world.transactionHistory
        if history.isEmpty { session.emit("transactions none") }
        for transaction in history {
            session.emit(TransactionText.history(transaction, interrupted: session.world.payments.interrupted.contains(transaction.id)))
        }
    }
}
