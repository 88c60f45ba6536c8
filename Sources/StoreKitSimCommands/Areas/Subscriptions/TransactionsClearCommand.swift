import StoreKitSim

/// `transactions clear`: SKTestSession.clearTransactions().
public struct TransactionsClearCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "transactions clear", area: .subscriptions, summary: "clear the whole history (SKTestSession.clearTransactions)",
        discussion: """
            Every transaction, finished or not, and every entitlement and subscription they gave, is gone: unlike Xcode, the queue's \
            unfinished transactions go too.
            """,
        examples: ["transactions clear"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.clearTransactions() }
    }
}
