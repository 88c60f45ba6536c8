import StoreKitSim

/// Auto-renewable subscriptions on the virtual clock, and the controls SKTestSession and Xcode's
/// Transaction Manager give tests: auto-renew, expire and renew now, price consent, refunds,
/// interrupted purchases and the transaction history.
enum SubscriptionCommands {
    static let all: [CommandSpec] = [
        CommandSpec(SubscriptionsCommand.self),
        CommandSpec(AutoRenewCommand.self),
        CommandSpec(SubscriptionExpireCommand.self),
        CommandSpec(SubscriptionRenewCommand.self),
        CommandSpec(PriceIncreaseRequestCommand.self),
        CommandSpec(PriceIncreaseConsentCommand.self),
        CommandSpec(PriceIncreaseDeclineCommand.self),
        CommandSpec(RefundCommand.self),
        CommandSpec(ResolveCommand.self),
        CommandSpec(TransactionsCommand.self),
        CommandSpec(TransactionsDeleteCommand.self),
        CommandSpec(TransactionsClearCommand.self),
        Settings.command(.renewalRate),
        Settings.command(.billingIssue),
        Settings.command(.gracePeriod),
        Settings.command(.gracePeriodRenewals),
        Settings.command(.interruptedPurchases),
    ]

    /// This area's lines for `status`, printed as they are made.
    /// The subscription lines are made only when there is a subscription: making none copied the world.
    static func emitStatus(_ session: Session) {
        let subscriptions = session.world.subscriptions
        let all = subscriptions.all
        session.emit(LineText("subscriptions \(all.count) groups (\(all.count { $0.status.isEntitled }) in service)"))
        if !subscriptions.order.isEmpty || !subscriptions.familySharedOrder.isEmpty || !subscriptions.nonRenewingOrder.isEmpty {
            for line in SubscriptionText.lines(session.world) { session.emit(line) }
        }
        for name in [SettingName.renewalRate, .billingIssue, .gracePeriod, .gracePeriodRenewals, .interruptedPurchases] {
            session.emit(Settings.line(name, session))
        }
    }
}

extension ValueKind {
    /// An auto-renewable subscription's product id; completes from the catalog.
    static let subscriptionProduct = ValueKind(placeholder: "PRODUCT", description: "an auto-renewable subscription's product id",
                                               completions: { world in
        world.catalog.products.filter { $0.type == .autoRenewable }.map(\.id.rawValue)
    }) {
        word, _ throws(CommandError) in .text(word)
    }
    /// Any transaction in the history, finished or not.
    static let historyTransactionID = ValueKind(placeholder: "TXN", description: "a transaction id such as t1",
                                                completions: { world in world.transactionHistory.map(\.id.rawValue) }) { word,
                                                    _ throws(CommandError) in .text(word) }
}
