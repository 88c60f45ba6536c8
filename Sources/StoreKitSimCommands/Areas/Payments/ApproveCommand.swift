import StoreKitSim

/// `approve TXN`: SKTestSession.approveAskToBuyTransaction(identifier:).
public struct ApproveCommand: TypedCommand {
    /// The deferred transaction the parent approves.
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "approve", area: .payments, summary: "approve a deferred Ask to Buy purchase",
        discussion: """
            Like SKTestSession.approveAskToBuyTransaction(identifier:): the deferred transaction becomes purchased and the observer's \
            updatedTransactions is called.
            """,
        examples: ["approve t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .transactionID, help: "a deferred transaction, e.g. t1"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.approveAskToBuy(transaction) }
    }
}
