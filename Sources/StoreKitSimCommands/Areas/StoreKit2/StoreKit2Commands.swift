import StoreKitSim

/// StoreKit 2's Product and Transaction calls, beside StoreKit 1's commands and over the same
/// world: a purchase made here is in the same queue, history and subscriptions as one made with
/// 'buy' ("In-App Purchase", Product, Transaction).
enum StoreKit2Commands {
    static let all: [CommandSpec] = [
        CommandSpec(TestSessionBuyCommand.self),
        Settings.command(.vocabulary),
        CommandSpec(ProductsCommand.self),
        CommandSpec(PurchaseCommand.self),
        CommandSpec(TransactionCurrentEntitlementsCommand.self),
        CommandSpec(TransactionAllCommand.self),
        CommandSpec(TransactionLatestCommand.self),
        CommandSpec(TransactionUnfinishedCommand.self),
        CommandSpec(TransactionFinishCommand.self),
        CommandSpec(TransactionJWSCommand.self),
        CommandSpec(TransactionRefundRequestCommand.self),
    ]

    /// `NAME` then one line per transaction, or `NAME none`.
    static func emit(_ session: Session, _ name: String, _ transactions: [PaymentTransaction], none: String = "none") {
        if transactions.isEmpty { session.emit("\(name) \(none)") }
        let error = session.world.storeKit2.verificationError
        for transaction in transactions {
            session.emit("\(name) " + StoreKit2Text.verification(StoreKit2Text.transaction(transaction), error))
        }
    }
}
