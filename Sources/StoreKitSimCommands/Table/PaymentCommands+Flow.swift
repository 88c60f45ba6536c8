import StoreKitSim

/// The purchase flow as the user sees it: the `buy` and `cancel` hooks SheetCommands calls, the
/// storefront-change report, and how a transaction update prints (with the seed's alert).
extension PaymentCommands {
    /// `buy ID [--quantity N]`: adds a payment (called by `SheetCommands`).
    static func buy(_ session: Session, productID: String, quantity: Int) throws {
        let id = try session.world.addPayment(productID: productID, quantity: quantity)
        session.flushCallbacks()
        session.emit(session.world.payments.transaction(id)!.summary, style: .pending)
        let transaction = session.world.processPayment(id)
        if session.world.sheet == .payment(transactionID: id) {
            let world = session.world
            let price = world.catalog.product(productID)?.price(in: world.storefront) ?? world.products.received[productID]!.price
            session.emit("payment-sheet \(id) \(productID)\(quantity == 1 ? "" : " x\(quantity)") \(price.times(quantity)): confirm or cancel", style: .pending)
        } else {
            show(session, transaction)
        }
    }

    /// `cancel` while the payment sheet is up: the customer cancels (paymentCancelled).
    static func cancelSheet(_ session: Session) throws {
        show(session, try session.world.cancelPaymentSheet())
    }

    /// After `storefront set`: what happened to each open transaction (StorefrontCommands calls this).
    static func reportStorefrontChange(_ session: Session, _ answers: [ShouldContinueAnswer]) {
        for answer in answers {
            if answer.shouldContinue {
                session.emit("\(answer.transactionID) \(answer.productID) continues in \(session.world.storefront.countryCode)", style: .success)
            } else {
                if answer.timedOut { session.emit("shouldContinue \(answer.transactionID) timed out: counted as false", style: .failure) }
                if let transaction = session.world.payments.transaction(answer.transactionID) { show(session, transaction) }
            }
        }
    }

    /// Prints a transaction update after its callbacks, and the alert the observer shows for
    /// storeProductNotAvailable (seed 002).
    static func show(_ session: Session, _ transaction: PaymentTransaction) {
        session.flushCallbacks()
        session.emit(transaction.summary, style: style(transaction.state))
        if transaction.error == .storeProductNotAvailable {
            let world = session.world
            let title = world.products.received[transaction.productID]?.title ?? world.catalog.product(transaction.productID)?.title ?? transaction.productID
            session.emit("alert \(title) is not available in \(world.storefront.name): the purchase was not completed", style: .failure)
        }
    }

    static func style(_ state: TransactionState) -> OutputLine.Style {
        switch state {
        case .purchased, .restored: return .success
        case .failed: return .failure
        case .purchasing, .deferred: return .pending
        }
    }
}

extension ValueKind {
    /// A transaction id such as t1; completes from the queue.
    static let transactionID = ValueKind(placeholder: "TXN", description: "a transaction id such as t1",
                                         completions: { world in world.payments.unfinished.map(\.id) }) { word, _ throws(SimulationError) in .text(word) }
    /// A transaction id or `all`.
    static let transactionOrAll = ValueKind(placeholder: "TXN|all", description: "a transaction id such as t1, or all",
                                            completions: { world in world.payments.unfinished.map(\.id) + ["all"] }) { word, _ throws(SimulationError) in .text(word) }
}
