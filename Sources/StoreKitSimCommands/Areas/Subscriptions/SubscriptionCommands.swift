import StoreKitSim

/// Auto-renewable subscriptions on the virtual clock, and the controls SKTestSession and Xcode's
/// Transaction Manager give tests: auto-renew, expire and renew now, price consent, refunds,
/// interrupted purchases and the transaction history.
enum SubscriptionCommands {
    static let all: [CommandSpec] = [
        CommandSpec("subscriptions", area: .subscriptions, summary: "show each subscription group's state",
                    discussion: """
                        One line per subscription group: the group, the product, its state in StoreKit's words (subscribed, expired, \
                        inBillingRetryPeriod, inGracePeriod, revoked), when it expires or expired and why, whether it auto-renews, a downgrade or \
                        crossgrade waiting for the next renewal ('next'), a price increase waiting for consent, the grace period and billing retry \
                        ends, and the original transaction every renewal keeps. The words: 'expires DATE' (the current period's end), \
                        'auto-renew on|off', 'at DATE reason R' (when it expired and Product.SubscriptionInfo.RenewalInfo.ExpirationReason), \
                        'offer TYPE [ID]' (the offer of the current period; the id is left out when it is the type's name), 'charges-left N' (how \
                        many more periods the customer pays at the offer's price before the regular price: 0 in the offer's last period or for \
                        a free trial), 'next PRODUCT' and 'next-offer TYPE ID' (what the next renewal changes to), 'price P' (the price of the \
                        next renewal after a price increase), 'price-increase STATE' and 'new-price P' (an increase waiting for consent), \
                        'grace-until DATE' and 'retry-until DATE' (the billing grace period and billing retry ends), 'original TXN' (the \
                        original transaction) and 'familyShared'. Then the non-renewing subscriptions bought. Renewals happen when \
                        'clock advance' crosses their dates, as many as periods were crossed; months are calendar months counted from the day of \
                        purchase (bought January 31: February 28, then March 31; the tool's rule, UNCONFIRMED: Apple's pages do not say).
                        """,
                    examples: ["subscriptions"], reads: true) { session, _ in
            let lines = SubscriptionText.lines(session.world)
            if lines.isEmpty { session.emit("subscriptions none") }
            for line in lines { session.emit(line) }
        },
        CommandSpec("auto-renew", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "a subscription the customer has"),
                                ArgumentSpec("STATE", .choice(["on", "off"]), help: "off: it runs to the end of its period, then expires")],
                    summary: "turn a subscription's auto-renew on or off",
                    discussion: """
                        Like SKTestSession.disableAutoRenewForTransaction(identifier:) and enableAutoRenewForTransaction(identifier:), or the \
                        customer in Settings: with auto-renew off the subscription keeps its service to the end of the period, then expires \
                        (autoRenewDisabled). Off during billing retry or its grace period leaves retry at once: it expires now, there being no \
                        paid period left (UNCONFIRMED for the grace period).
                        """,
                    examples: ["auto-renew com.example.pro.monthly off", "auto-renew com.example.pro.monthly on"]) { session, arguments in
            let product = try arguments.required(Key.product), on = try arguments.required(Key.state) == "on"
            try session.perform { try $0.setAutoRenew(product, on) }
        },
        CommandSpec(SubscriptionExpireCommand.self),
        CommandSpec(SubscriptionRenewCommand.self),
        CommandSpec("price-increase request", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "an active subscription")],
                    options: [OptionSpec("price", .word, valueName: "NEW",
                        help: "the new price in the storefront's currency: consent only above Apple's thresholds")],
                    summary: "tell the subscriber of a price increase; ask consent when it needs it",
                    discussion: """
                        Without --price, like SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:): the customer is asked to \
                        consent. With --price NEW, as App Store Connect does for an increase to existing subscribers (\"Managing Price Increases \
                        for Auto-Renewable Subscriptions\", \"Auto-renewable subscription price increase thresholds\"): consent is asked only when \
                        the increase is more than 50% and more than US$5 a period (US$50 a year for an annual subscription), or is the \
                        subscriber's second increase within a year; otherwise the customer is notified (priceIncreaseStatus agreed) and renews at \
                        NEW. Without consent by the renewal date the subscription expires at the end of its period \
                        (didNotConsentToPriceIncrease); a decline turns auto-renew off (autoRenewDisabled). Expiry, auto-renew off and a \
                        forced renewal remove a pending increase (priceIncreaseStatus noIncreasePending, as \
                        requestPriceIncreaseConsentForTransaction(identifier:) says). UNCONFIRMED, the tool's rule: another currency's increase is measured in US dollars at the \
                        tool's approximate rates, and the countries and regions where every increase needs consent are not modelled.
                        """,
                    examples: ["price-increase request com.example.pro.monthly",
                        "price-increase request com.example.pro.monthly --price 5.99"]) { session, arguments in
            let product = try arguments.required(Key.product)
            var price: Price?
            if let text = arguments[Key.price] {
                let currency = session.world.storefront.currency
                guard let parsed = Price(parsing: text, currency: currency) else {
                    throw CommandError(code: "bad-price", message: "'\(text)' is not a \(currency) price",
                                       hint: "write a number with at most three decimals in the storefront's currency, e.g. 5.99",
                                           argument: Key.price.name)
                }
                price = parsed
            }
            try session.perform { try $0.requestPriceIncrease(product, to: price) }
        },
        CommandSpec("price-increase consent", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "a subscription with a price increase pending")],
                    summary: "the customer agrees to the price increase",
                    discussion: "SKTestSession.consentToPriceIncreaseForTransaction(identifier:): the subscription renews as usual.",
                    examples: ["price-increase consent com.example.pro.monthly"],
                    performing: Key.product) { try $0.answerPriceIncrease($1, agree: true) },
        CommandSpec("price-increase decline", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "a subscription with a price increase pending")],
                    summary: "the customer declines the price increase",
                    discussion: """
                        SKTestSession.declinePriceIncreaseForTransaction(identifier:), which \"disables auto-renew and removes the \
                        subscription's pending price increase status\": willAutoRenew is false, priceIncreaseStatus noIncreasePending \
                        (DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED), and the subscription keeps its service to the end of its period, then \
                        expires as a cancellation does (autoRenewDisabled, EXPIRED VOLUNTARY). Turning auto-renew back on renews at the price \
                        the subscriber pays now: nothing is left to consent to.
                        """,
                    examples: ["price-increase decline com.example.pro.monthly"],
                    performing: Key.product) { try $0.answerPriceIncrease($1, agree: false) },
        CommandSpec("refund", area: .subscriptions,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a purchased, renewed or restored transaction")],
                    options: [.revocationReason, .refundPercentage],
                    summary: "refund a transaction: its entitlement is revoked",
                    discussion: """
                        Like SKTestSession.refundTransaction(identifier:) or the Transaction Manager's refund: the transaction gets a revocation \
                        date and reason, the entitlement is gone (a non-consumable no longer restores, a subscription is revoked and stops \
                        renewing), and the observer hears paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:). Consumables can be refunded \
                        too. A subscription's access comes from its latest transaction ("Transaction.currentEntitlements"): refunding an earlier \
                        one (a past renewal, or the period an upgrade replaced) revokes that transaction only, and 'access kept PRODUCT: the \
                        refund revokes TXN only; …' says which transaction still gives access and until when; the subscription, \
                        currentEntitlements and the REFUND notification's status stay as they were. --percentage refunds part of the purchase (a consumable partly used up): the transaction is still revoked, with \
                        revocationType REFUND_PRORATED and revocationPercentage in milliunits (40 is 40000); a whole refund is REFUND_FULL, \
                        100000 (App Store Server API, "revocationType" and "revocationPercentage").
                        """,
                    examples: ["refund t1", "refund t1 --reason developerIssue", "refund t1 --percentage 40"]) { session, arguments in
            let id = try arguments.required(Key.txn)
            let reason = arguments[Key.revocationReason] ?? .other
            let percentage = arguments[Key.refundPercentage] ?? RevocationType.wholePercentage
            try session.perform { try $0.refund(id, reason: reason, percentage: percentage) }
        },
        CommandSpec("resolve", area: .subscriptions,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID,
                        help: "a purchase that failed on an interruption, or a subscription's latest transaction in billing retry")],
                    summary: "resolve an interrupted purchase or a subscription's billing issue",
                    discussion: """
                        SKTestSession.resolveIssueForTransaction(identifier:). With 'interrupted-purchases on', a confirmed purchase first fails \
                        (paymentCancelled), as when the customer must first fix something outside the app; once the issue is resolved, a new \
                        purchased transaction for the same product reaches the observer. For the latest transaction of a subscription in billing \
                        retry (or its grace period), its billing issue is resolved: it recovers with a new renewal transaction, as 'billing-issue \
                        off' recovers every subscription.
                        """,
                    examples: ["resolve t1"], performing: Key.txn) { try $0.resolveInterruptedPurchase($1) },
        CommandSpec("transactions", area: .subscriptions, summary: "list every transaction, finished or not (SKTestSession.allTransactions)",
                    discussion: """
                        Oldest first: the queue's summary, then 'finished' once the app finished it, the purchase date, the end of a subscription \
                        period, the original transaction of a renewal, a refund's revocation date and reason, 'upgraded' when an upgrade replaced \
                        it, 'interrupted' while it waits for 'resolve'. \(ApproximatePriceHelp.sentence)
                        """,
                    examples: ["transactions"], reads: true) { session, _ in
            let history = session.world.transactionHistory
            if history.isEmpty { session.emit("transactions none") }
            for transaction in history { session.emit(TransactionText.history(transaction,
                interrupted: session.world.payments.interrupted.contains(transaction.id))) }
        },
        CommandSpec("transactions delete", area: .subscriptions,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a transaction in the history")],
                    summary: "delete a transaction from the history (SKTestSession.deleteTransaction)",
                    discussion: "The transaction leaves the history and the queue, and the entitlement it gave goes with it.",
                    examples: ["transactions delete t1"], performing: Key.txn) { try $0.deleteTransaction($1) },
        CommandSpec("transactions clear", area: .subscriptions, summary: "clear the whole history (SKTestSession.clearTransactions)",
                    discussion: """
                        Every transaction, finished or not, and every entitlement and subscription they gave, is gone: unlike Xcode, the queue's \
                        unfinished transactions go too.
                        """,
                    examples: ["transactions clear"]) { session, _ in
            session.perform { $0.clearTransactions() }
        },
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
