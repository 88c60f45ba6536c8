import StoreKitSim

/// `transaction unfinished`: Transaction.unfinished.
public struct TransactionUnfinishedCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "transaction unfinished", area: .storeKit2, summary: "list Transaction.unfinished",
        discussion: "Purchased or restored transactions the app has not finished yet, oldest first.",
        examples: ["transaction unfinished"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        StoreKit2Commands.emit(session, "Transaction.unfinished", session.world.unfinishedStoreKit2Transactions)
    }
}
