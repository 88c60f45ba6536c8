import StoreKitSim

/// `queue`: the payment queue's transactions (SKPaymentQueue.transactions).
public struct QueueCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "queue", area: .payments, summary: "list the transactions in the payment queue",
        discussion: """
            Every transaction not yet finished, oldest first: identifier, product, xN for a quantity above 1, state, and the SKError of \
            a failed one or the original of a restored one.
            """,
        examples: ["queue"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let unfinished = session.world.payments.unfinished
        if unfinished.isEmpty { session.emit("queue empty") }
        for transaction in unfinished { session.emit(TransactionText.summary(transaction), style: TransactionText.style(transaction.state)) }
    }
}
