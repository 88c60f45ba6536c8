import StoreKitSim

/// The payment queue (seed 002): the payment sheet, Ask to Buy, injected failures, finishing,
/// restoring, and what the observer shows when a transaction changes.
enum PaymentCommands {
    static let all: [CommandSpec] = [
        CommandSpec("confirm", area: .payments, summary: "confirm the payment sheet",
                    discussion: "The customer authorizes the payment: the transaction becomes purchased, or deferred when Ask to Buy is on. If App Store Connect no longer sells the product in the current storefront it fails with storeProductNotAvailable.",
                    examples: ["confirm"]) { session, _ in
            try session.perform { try $0.confirmPaymentSheet() }
        },
        CommandSpec("ask-to-buy", area: .payments, arguments: [ArgumentSpec("STATE", .choice(["on", "off"]), .optional, help: "whether purchases need a parent's approval")],
                    summary: "show or set Ask to Buy (SKTestSession.askToBuyEnabled)",
                    discussion: "With Ask to Buy on, a confirmed purchase becomes deferred until 'approve TXN' (purchased) or 'decline TXN' (failed with paymentCancelled; that error code is UNCONFIRMED).",
                    examples: ["ask-to-buy on", "ask-to-buy off", "ask-to-buy"]) { session, arguments in
            if let state = arguments.optionalText("STATE") { session.world.payments.askToBuyEnabled = state == "on" }
            session.emit("ask-to-buy \(session.world.payments.askToBuyEnabled ? "on" : "off")")
        },
        CommandSpec("approve", area: .payments, arguments: [ArgumentSpec("TXN", .transactionID, help: "a deferred transaction, e.g. t1")],
                    summary: "approve a deferred Ask to Buy purchase",
                    discussion: "Like SKTestSession.approveAskToBuyTransaction(identifier:): the deferred transaction becomes purchased and the observer's updatedTransactions is called.",
                    examples: ["approve t1"]) { session, arguments in
            let id = try arguments.text("TXN")
            try session.perform { try $0.approveAskToBuy(id) }
        },
        CommandSpec("decline", area: .payments, arguments: [ArgumentSpec("TXN", .transactionID, help: "a deferred transaction, e.g. t1")],
                    summary: "decline a deferred Ask to Buy purchase",
                    discussion: "Like SKTestSession.declineAskToBuyTransaction(identifier:): the deferred transaction fails (paymentCancelled; UNCONFIRMED) and the observer's updatedTransactions is called.",
                    examples: ["decline t1"]) { session, arguments in
            let id = try arguments.text("TXN")
            try session.perform { try $0.declineAskToBuy(id) }
        },
        CommandSpec("fail-next", area: .payments,
                    arguments: [ArgumentSpec("ERROR", .choice(SKErrorCode.allCases.map(\.rawValue) + ["none"], placeholder: "ERROR"), help: "an SKError.Code case name, or none")],
                    options: [OptionSpec("always", help: "fail every purchase, not just the next (SKTestSession.failTransactionsEnabled)")],
                    summary: "fail the next purchase with an SKError code",
                    discussion: "The next transaction fails with this SKError.Code right after it is added (purchasing, then failed), as SKTestSession's failTransactionsEnabled and failureError do. 'none' clears both settings. Codes (storekit-facts section 7.3): \(SKErrorCode.allCases.map { "\($0.rawValue) \($0.code)" }.joined(separator: ", ")); the last code is UNCONFIRMED.",
                    examples: ["fail-next paymentInvalid", "fail-next storeProductNotAvailable", "fail-next unknown --always", "fail-next none"]) { session, arguments in
            let name = arguments.optionalText("ERROR") ?? "none"
            if name == "none" {
                session.world.payments.failNext = nil
                session.world.payments.failTransactionsEnabled = false
                session.emit("fail-next none")
            } else if arguments.flag("always") {
                session.world.payments.failTransactionsEnabled = true
                session.world.payments.failureError = name
                session.emit("fail-next \(name) always")
            } else {
                session.world.payments.failNext = SKErrorCode(rawValue: name)
                session.emit("fail-next \(name)")
            }
        },
        CommandSpec("queue", area: .payments, summary: "list the transactions in the payment queue",
                    discussion: "Every transaction not yet finished, oldest first: identifier, product, xN for a quantity above 1, state, and the SKError of a failed one or the original of a restored one.",
                    examples: ["queue"]) { session, _ in
            let unfinished = session.world.payments.unfinished
            if unfinished.isEmpty { session.emit("queue empty") }
            for transaction in unfinished { session.emit(TransactionText.summary(transaction), style: TransactionText.style(transaction.state)) }
        },
        CommandSpec("finish", area: .payments, arguments: [ArgumentSpec("TXN", .transactionOrAll, help: "a transaction id, or all")],
                    summary: "finish a transaction, or all that can be finished",
                    discussion: "finishTransaction(_:) removes a purchased, failed or restored transaction from the queue and calls paymentQueue(_:removedTransactions:). A purchasing or deferred transaction cannot be finished; 'finish all' leaves them in the queue.",
                    examples: ["finish all", "finish t1"]) { session, arguments in
            let id = try arguments.text("TXN")
            if id == "all" {
                if session.performing({ $0.finishAll() }).isEmpty { session.emit("nothing to finish") }
            } else {
                try session.perform { try $0.finishTransaction(id) }
            }
        },
        CommandSpec("restore", area: .payments, summary: "restore completed transactions",
                    discussion: "restoreCompletedTransactions(): a new restored transaction for each non-consumable and auto-renewable subscription the customer bought (consumables never come back), then paymentQueueRestoreCompletedTransactionsFinished(_:).",
                    examples: ["restore"]) { session, _ in
            session.perform { $0.restoreCompletedTransactions() }
        },
        CommandSpec("dialogs", area: .payments, arguments: [ArgumentSpec("STATE", .choice(["on", "off"]), .optional, help: "off answers sheets at once")],
                    summary: "show or set whether sheets wait for an answer",
                    discussion: "on (the default): a payment sheet stays up until 'confirm' or 'cancel', so things can happen mid-purchase. off: payment sheets are confirmed and the external purchase disclosure notice is continued at once, like SKTestSession.disableDialogs, for short scripts. The product page is not a dialog: it stays up until 'done'.",
                    examples: ["dialogs off", "dialogs on", "dialogs"]) { session, arguments in
            if let state = arguments.optionalText("STATE") { session.world.disableDialogs = state == "off" }
            session.emit("dialogs \(session.world.disableDialogs ? "off" : "on")")
        },
    ]

    /// This area's lines for `status`.
    static func statusLines(_ world: World) -> [String] {
        let payments = world.payments
        let failure = payments.failNext.map(\.rawValue) ?? (payments.failTransactionsEnabled ? "\(payments.failureError) always" : "none")
        return ["queue \(payments.unfinishedCount) transactions (\(payments.openCount) open)",
                "ask-to-buy \(payments.askToBuyEnabled ? "on" : "off")",
                "fail-next \(failure)",
                "dialogs \(world.disableDialogs ? "off" : "on")",
                "delegate should-continue \(payments.shouldContinue.rawValue)"]
    }
}
