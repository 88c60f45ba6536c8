import StoreKitSim

/// `transaction all`: Transaction.all.
public struct TransactionAllCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "transaction all", area: .storeKit2, summary: "list Transaction.all",
        discussion: """
            Every purchased, renewed or restored transaction, oldest first, refunded ones included with their revocation. Consumables \
            the app finished are left out, as StoreKit does unless the app's Info.plist sets SKIncludeConsumableInAppPurchaseHistory.
            """,
        examples: ["transaction all"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        StoreKit2Commands.emit(session, "Transaction.all", session.world.allStoreKit2Transactions)
    }
}
