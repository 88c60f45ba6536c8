import StoreKitSim

/// What the App Store changes after a purchase, beyond SKTestSession's controls: a renewal date
/// extended, a pending downgrade cancelled, a refund reversed. Each has its App Store Server
/// Notification (RENEWAL_EXTENDED, DID_CHANGE_RENEWAL_PREF with no subtype, REFUND_REVERSED).
enum AppStoreChangeCommands {
    static let all: [CommandSpec] = [
        CommandSpec("subscription extend", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "an active subscription in good standing"),
                                ArgumentSpec("DAYS", .integer(1...90, placeholder: "DAYS"), help: "1 to 90 days")],
                    summary: "move a subscription's renewal date later, free of charge",
                    discussion: """
                        As the App Store Server API's Extend a Subscription Renewal Date does (extendByDays, at most 90): the current \
                        period and its transaction's expiresDate end DAYS later, and later periods count from the new date. A subscription \
                        in billing retry or its grace period is not extended. At an accelerated renewal rate the days shrink with the \
                        periods. The server's RENEWAL_EXTENDED notification follows.
                        """,
                    examples: ["subscription extend com.example.pro.monthly 30"]) { session, arguments in
            let product = try arguments.required(Key.product)
            let days = Int64(try arguments.required(Key.days))
            try session.perform { try $0.extendRenewalDate(product, days: days) }
        },
        CommandSpec("subscription keep", area: .subscriptions,
                    arguments: [ArgumentSpec("PRODUCT", .subscriptionProduct, help: "a subscription with a downgrade or crossgrade waiting")],
                    summary: "the customer keeps the current plan: a pending downgrade is cancelled",
                    discussion: """
                        In the App Store's subscription settings a customer who chose a downgrade (or a crossgrade to another period \
                        length), which waits for the next renewal, can go back to the current plan; the subscription then renews as it is. \
                        The server's DID_CHANGE_RENEWAL_PREF notification, with no subtype, follows.
                        """,
                    examples: ["subscription keep com.example.pro.monthly"], performing: Key.product) { try $0.cancelPendingChange($1) },
        CommandSpec("refund reverse", area: .subscriptions,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a refunded transaction")],
                    summary: "the App Store reverses a refund: the purchase counts again",
                    discussion: """
                        After a dispute the customer raised, the App Store can reverse a refund it granted (App Store Server \
                        Notifications, REFUND_REVERSED): the revocation date and reason are gone, a non-consumable is owned again, a \
                        revoked subscription is back until its expiry date (auto-renew stays off, as the refund turned it off: \
                        UNCONFIRMED). A purchase Family Sharing stopped sharing was not refunded and cannot be reversed.
                        """,
                    examples: ["refund reverse t1"], performing: Key.txn) { try $0.reverseRefund($1) },
    ]
}
