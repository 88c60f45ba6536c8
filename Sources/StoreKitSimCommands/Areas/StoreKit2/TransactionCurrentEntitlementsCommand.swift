import StoreKitSim

/// `transaction current-entitlements`: Transaction.currentEntitlements.
public struct TransactionCurrentEntitlementsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "transaction current-entitlements", area: .storeKit2, summary: "list Transaction.currentEntitlements",
        discussion: """
            The latest transaction of each non-consumable the customer owns and each auto-renewable subscription in service (subscribed \
            or in its grace period), and each non-renewing subscription bought; refunded ones are gone. Oldest first, each as \
            .verified(...) (or .unverified while verification fails).
            """,
        examples: ["transaction current-entitlements"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        StoreKit2Commands.emit(session, "Transaction.currentEntitlements", session.world.currentEntitlements)
    }
}
