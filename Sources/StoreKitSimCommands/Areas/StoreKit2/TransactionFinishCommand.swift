import StoreKitSim

/// `transaction finish TXN`: transaction.finish().
public struct TransactionFinishCommand: TypedCommand {
    public var transaction: TransactionID = ""

    public init() {}
    public init(_ transaction: TransactionID) { self.transaction = transaction }

    public static let declaration = CommandDeclaration(
        "transaction finish", area: .storeKit2, summary: "call transaction.finish()",
        discussion: "The same as StoreKit 1's finishTransaction(_:) on the same queue: the transaction leaves Transaction.unfinished.",
        examples: ["transaction finish t1"])
    public static let fields: [CommandField<Self>] = [
        .argument("TXN", \.transaction, .transactionID, help: "a purchased transaction"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.finishTransaction(transaction) }
    }
}
