import StoreKitSim

/// `restore`: SKPaymentQueue.restoreCompletedTransactions().
public struct RestoreCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "restore", area: .payments, summary: "restore completed transactions",
        discussion: """
            restoreCompletedTransactions(): a new restored transaction for each non-consumable and auto-renewable subscription the \
            customer bought (consumables never come back), then paymentQueueRestoreCompletedTransactionsFinished(_:).
            """,
        examples: ["restore"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.restoreCompletedTransactions() }
    }
}
