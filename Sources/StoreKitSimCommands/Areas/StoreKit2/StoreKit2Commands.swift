import StoreKitSim
import StoreKitSimSigning

/// StoreKit 2's Product and Transaction calls, beside StoreKit 1's commands and over the same
/// world: a purchase made here is in the same queue, history and subscriptions as one made with
/// 'buy' ("In-App Purchase", Product, Transaction).
enum StoreKit2Commands {
    static let all: [CommandSpec] = [
        CommandSpec("test-session buy", area: .storeKit2,
                    arguments: [ArgumentSpec("ID", .productID, help: "a product in the catalog")],
                    options: [OptionSpec("ago", .duration,
                                  help: "Product.PurchaseOption.purchaseDate(_:renewalBehavior:): the purchase date, this long before now"),
                              OptionSpec("renewal", .choice(World.RenewalBehavior.allCases.map(\.rawValue)), valueName: "BEHAVIOR",
                                  help: "renewUntilNow (the default) or cancelImmediately"),
                              OptionSpec("code-offer", .word, valueName: "CODE", help: "codeOffer: the offer code the purchase uses"),
                              OptionSpec("promotional-offer", .word, valueName: "OFFER",
                                  help: "promotionalOffer(id:): a promotional offer, no signature needed")],
                    summary: "buy a product outside the app (SKTestSession.buyProduct(identifier:options:))",
                    discussion: """
                        A test's purchase, made outside the app: no payment sheet; the purchased transaction reaches the app through the observer \
                        (Transaction.updates). --ago dates it in the past (\"Specify a date in the past or the current moment\"); an \
                        auto-renewable subscription then renews up to now, a transaction for each period (renewUntilNow: \"generates transactions \
                        for all the subscription renewals up to the current date\"), or keeps one period and expires (cancelImmediately: \
                        \"resulting in only one subscription period\"). --code-offer applies an offer code's offer to the purchase; \
                        --promotional-offer a promotional offer, by id and without a signature, as StoreKit Test's \
                        Product.PurchaseOption.promotionalOffer(id:) does.
                        """,
                    examples: ["test-session buy com.example.pro.monthly --ago 65d",
                        "test-session buy com.example.pro.monthly --ago 65d --renewal cancelImmediately"]) { session, arguments in
            let id = try arguments.required(Key.id)
            let ago = arguments[Key.ago] ?? 0
            let renewal = arguments[Key.renewal].flatMap(World.RenewalBehavior.init(rawValue:)) ?? .renewUntilNow
            let code = arguments[Key.codeOffer]
            let promotional = arguments[Key.promotionalOffer]
            try session.perform { try $0.buyProductOutsideApp(id, secondsAgo: ago, renewal: renewal, codeOffer: code, promotionalOffer: promotional) }
        },
        Settings.command(.vocabulary),
        CommandSpec(ProductsCommand.self),
        CommandSpec(PurchaseCommand.self),
        CommandSpec("transaction current-entitlements", area: .storeKit2, summary: "list Transaction.currentEntitlements",
                    discussion: """
                        The latest transaction of each non-consumable the customer owns and each auto-renewable subscription in service (subscribed \
                        or in its grace period), and each non-renewing subscription bought; refunded ones are gone. Oldest first, each as \
                        .verified(...) (or .unverified while verification fails).
                        """,
                    examples: ["transaction current-entitlements"]) { session, _ in
            emit(session, "Transaction.currentEntitlements", session.world.currentEntitlements)
        },
        CommandSpec("transaction all", area: .storeKit2, summary: "list Transaction.all",
                    discussion: """
                        Every purchased, renewed or restored transaction, oldest first, refunded ones included with their revocation. Consumables \
                        the app finished are left out, as StoreKit does unless the app's Info.plist sets SKIncludeConsumableInAppPurchaseHistory.
                        """,
                    examples: ["transaction all"]) { session, _ in
            emit(session, "Transaction.all", session.world.allStoreKit2Transactions)
        },
        CommandSpec("transaction latest", area: .storeKit2,
                    arguments: [ArgumentSpec("ID", .productID, help: "a product id")],
                    summary: "show Transaction.latest(for:) for a product",
                    discussion: "The product's newest transaction (a subscription's latest renewal), or nil.",
                    examples: ["transaction latest com.example.pro.monthly"]) { session, arguments in
            let id = try arguments.required(Key.id)
            emit(session, "Transaction.latest(for: \(id))", session.world.latestTransaction(for: id).map { [$0] } ?? [], none: "nil")
        },
        CommandSpec("transaction unfinished", area: .storeKit2, summary: "list Transaction.unfinished",
                    discussion: "Purchased or restored transactions the app has not finished yet, oldest first.",
                    examples: ["transaction unfinished"]) { session, _ in
            emit(session, "Transaction.unfinished", session.world.unfinishedStoreKit2Transactions)
        },
        CommandSpec(TransactionFinishCommand.self),
        CommandSpec("transaction jws", area: .storeKit2,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a purchased, renewed or restored transaction")],
                    summary: "print a transaction's JWS (VerificationResult.jwsRepresentation)",
                    discussion: """
                        Three lines: the decoded header (alg ES256 and the x5c chain by name: leaf, intermediate, the local test root), the \
                        decoded payload as JSON with the App Store Server API's JWSTransactionDecodedPayload field names and types (dates in \
                        milliseconds since 1970, price in milliunits, transactionId as digits, environment as 'signing environment' sets it, \
                        \"Xcode\" by default; the offer fields and the price the customer paid, frozen at purchase), and the JWS compact \
                        serialization. The signature differs on every run (ECDSA with a random nonce); verify it against 'signing root'. \
                        While 'simulate-error verification invalidSignature' is set, the signature is altered so that it no longer verifies.
                        """,
                    examples: ["transaction jws t1"]) { session, arguments in
            let id = try arguments.required(Key.txn)
            guard let transaction = session.world.transactionHistory.first(where: { $0.id == id }) else { throw PaymentError.unknownTransaction(id) }
            guard transaction.state == .purchased || transaction.state == .restored else {
                throw CommandError(code: "not-signed",
                    message: "\(id) is \(transaction.state.rawValue): StoreKit 2 signs only purchased transactions",
                                   hint: "'transaction all' lists the signed ones", argument: Key.txn.name)
            }
            try session.emitSigned(SignedPayloads.transaction(transaction, in: session.world))
        },
        CommandSpec("transaction refund-request", area: .storeKit2,
                    arguments: [ArgumentSpec("TXN", .historyTransactionID, help: "a purchased transaction")],
                    options: [OptionSpec("cancel", help: "the customer dismisses the refund sheet: .userCancelled")],
                    summary: "call Transaction.beginRefundRequest(for:in:)",
                    discussion: """
                        The refund sheet comes up and the customer submits the request (.success: the App Store reviews it) or, with --cancel, \
                        dismisses it (.userCancelled). Asking again while a request waits throws Transaction.RefundRequestError.duplicateRequest. \
                        'refund-request grant TXN' or 'refund-request decline TXN' is the App Store's decision; a granted refund revokes the \
                        transaction, which the app learns through Transaction.updates.
                        """,
                    examples: ["transaction refund-request t1", "transaction refund-request t1 --cancel"]) { session, arguments in
            let id = try arguments.required(Key.txn), submitted = !arguments.isSet(Key.cancel)
            try session.perform { try $0.requestRefund(id, submitted: submitted) }
        },
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
