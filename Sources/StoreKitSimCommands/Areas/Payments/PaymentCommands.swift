import StoreKitSim

/// The payment queue (Apple's SKStorefront): the payment sheet, Ask to Buy, injected failures, finishing,
/// restoring, and what the observer shows when a transaction changes.
enum PaymentCommands {
    static let all: [CommandSpec] = [
        CommandSpec(ConfirmCommand.self),
        Settings.command(.askToBuy),
        CommandSpec("approve", area: .payments, arguments: [ArgumentSpec("TXN", .transactionID, help: "a deferred transaction, e.g. t1")],
                    summary: "approve a deferred Ask to Buy purchase",
                    discussion: """
                        Like SKTestSession.approveAskToBuyTransaction(identifier:): the deferred transaction becomes purchased and the observer's \
                        updatedTransactions is called.
                        """,
                    examples: ["approve t1"], performing: Key.txn) { try $0.approveAskToBuy($1) },
        CommandSpec("decline", area: .payments, arguments: [ArgumentSpec("TXN", .transactionID, help: "a deferred transaction, e.g. t1")],
                    summary: "decline a deferred Ask to Buy purchase",
                    discussion: """
                        Like SKTestSession.declineAskToBuyTransaction(identifier:): the deferred transaction fails (paymentCancelled; UNCONFIRMED) \
                        and the observer's updatedTransactions is called.
                        """,
                    examples: ["decline t1"], performing: Key.txn) { try $0.declineAskToBuy($1) },
        CommandSpec("fail-next", area: .payments,
                    arguments: [ArgumentSpec("ERROR", .choice(SKErrorCode.allCases.map(\.rawValue) + ["none"], placeholder: "ERROR"),
                        help: "an SKError.Code case name, or none")],
                    options: [OptionSpec("always", help: "fail every purchase, not just the next (SKTestSession.failTransactionsEnabled)")],
                    summary: "fail the next purchase with an SKError code",
                    discussion: """
                        The next transaction fails with this SKError.Code right after it is added (purchasing, then failed), as SKTestSession's \
                        failTransactionsEnabled and failureError do. 'none' clears both settings. SKTestSession's failureError accepts only \
                        \(SKErrorCode.testSessionFailureErrors.map(\.rawValue).joined(separator: ", ")) (its StoreKitTest header); every other \
                        code is the tool's own extension, and the echo says so. Codes (Apple's SKError.Code): \
                        \(SKErrorCode.allCases.map { "\($0.rawValue) \($0.code)" }.joined(separator: ", ")); the last code is UNCONFIRMED.
                        """,
                    examples: ["fail-next paymentInvalid", "fail-next storeProductNotAvailable", "fail-next unknown --always",
                        "fail-next none"]) { session, arguments in
            let name = try arguments.required(Key.errorWord)
            guard let error = SKErrorCode(rawValue: name) else {
                session.world.payments.failNext = nil
                session.world.payments.failTransactionsEnabled = false
                session.emit("fail-next none")
                return
            }
            let extensionNote = error.isTestSessionFailureError ? ""
                : " (the tool's extension: SKTestSession's failureError accepts "
                    + SKErrorCode.testSessionFailureErrors.map(\.rawValue).joined(separator: ", ") + ")"
            if arguments.isSet(Key.always) {
                session.world.payments.failTransactionsEnabled = true
                session.world.payments.failureError = error
                session.emit("fail-next \(name) always\(extensionNote)")
            } else {
                session.world.payments.failNext = error
                session.emit("fail-next \(name)\(extensionNote)")
            }
        },
        CommandSpec("queue", area: .payments, summary: "list the transactions in the payment queue",
                    discussion: """
                        Every transaction not yet finished, oldest first: identifier, product, xN for a quantity above 1, state, and the SKError of \
                        a failed one or the original of a restored one.
                        """,
                    examples: ["queue"], reads: true) { session, _ in
            let unfinished = session.world.payments.unfinished
            if unfinished.isEmpty { session.emit("queue empty") }
            for transaction in unfinished { session.emit(TransactionText.summary(transaction), style: TransactionText.style(transaction.state)) }
        },
        CommandSpec("finish", area: .payments, arguments: [ArgumentSpec("TXN", .transactionOrAll, help: "a transaction id, or all")],
                    summary: "finish a transaction, or all that can be finished",
                    discussion: """
                        finishTransaction(_:) removes a purchased, failed or restored transaction from the queue and calls \
                        paymentQueue(_:removedTransactions:). A purchasing or deferred transaction cannot be finished; 'finish all' leaves them in \
                        the queue.
                        """,
                    examples: ["finish all", "finish t1"]) { session, arguments in
            let id = try arguments.required(Key.txn)
            if id.rawValue == "all" {
                if session.performing({ $0.finishAll() }).isEmpty { session.emit("nothing to finish") }
            } else {
                try session.perform { try $0.finishTransaction(id) }
            }
        },
        CommandSpec("restore", area: .payments, summary: "restore completed transactions",
                    discussion: """
                        restoreCompletedTransactions(): a new restored transaction for each non-consumable and auto-renewable subscription the \
                        customer bought (consumables never come back), then paymentQueueRestoreCompletedTransactionsFinished(_:).
                        """,
                    examples: ["restore"]) { session, _ in
            session.perform { $0.restoreCompletedTransactions() }
        },
        Settings.command(.dialogs),
    ]

    /// This area's lines for `status`, printed as they are made.
    static func emitStatus(_ session: Session) {
        let payments = session.world.payments
        let failure = payments.failNext.map(\.rawValue) ?? (payments.failTransactionsEnabled ? payments.failureError.rawValue + " always" : "none")
        session.emit(LineText("queue \(payments.unfinishedCount) transactions (\(payments.openCount) open)"))
        session.emit(Settings.line(.askToBuy, session))
        session.emit(LineText("fail-next \(failure)"))
        session.emit(Settings.line(.dialogs, session))
        session.emit(Settings.line(.delegateShouldContinue, session))
    }
}
