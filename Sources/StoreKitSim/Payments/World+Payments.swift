/// The payment queue's rules (seed 002): adding payments, the payment sheet, Ask to Buy,
/// injected failures, finishing and restoring.
///
/// Every state change calls paymentQueue(_:updatedTransactions:) through `call`, one step per
/// method, so the command layer can print between steps in the order StoreKit calls the app.
extension World {
    /// SKPaymentQueue.add(_:) with a payment made from an SKProduct the app received: a new
    /// transaction, `purchasing`. Follow with `processPayment`.
    public mutating func addPayment(productID: String, quantity: Int = 1) throws(SimulationError) -> String {
        if let sheet { throw .sheetUp(sheet) }
        guard products.received[productID] != nil else { throw .notFetched(productID, known: catalog.product(productID) != nil) }
        guard (1...10).contains(quantity) else {
            throw SimulationError(code: "bad-quantity", message: "quantity \(quantity) is out of range", hint: "give 1 to 10", argument: "quantity")
        }
        let id = "t\(payments.transactions.count + 1)"
        payments.append(PaymentTransaction(id: id, productID: productID, quantity: quantity))
        called(updated: id)
        return id
    }

    /// What happens to a new purchasing transaction: it fails at once when payments are restricted
    /// (paymentNotAllowed) or a failure is injected; otherwise the payment sheet comes up, or,
    /// with dialogs disabled, is confirmed at once.
    @discardableResult
    public mutating func processPayment(_ id: String) -> PaymentTransaction {
        if !device.canMakePayments {
            setState(id, .failed, error: .paymentNotAllowed)
        } else if let failure = payments.pendingFailure {
            payments.failNext = nil
            setState(id, .failed, error: failure)
        } else if disableDialogs {
            complete(id)
        } else {
            sheet = .payment(transactionID: id)
        }
        return payments.transaction(id)!
    }

    /// The customer confirms the payment sheet: purchased, or deferred under Ask to Buy.
    public mutating func confirmPaymentSheet() throws(SimulationError) -> PaymentTransaction {
        guard case .payment(let id)? = sheet else { throw .noPaymentSheet(sheet) }
        sheet = nil
        complete(id)
        return payments.transaction(id)!
    }

    /// The customer cancels the payment sheet: failed with paymentCancelled.
    public mutating func cancelPaymentSheet() throws(SimulationError) -> PaymentTransaction {
        guard case .payment(let id)? = sheet else { throw .noPaymentSheet(sheet) }
        sheet = nil
        setState(id, .failed, error: .paymentCancelled)
        return payments.transaction(id)!
    }

    /// The parent approves an Ask to Buy request: the deferred transaction is purchased.
    public mutating func approveAskToBuy(_ id: String) throws(SimulationError) -> PaymentTransaction {
        try requireDeferred(id)
        markPurchased(id)
        return payments.transaction(id)!
    }

    /// The parent declines: the deferred transaction fails with paymentCancelled (the error code
    /// is UNCONFIRMED; SKTestSession's declineAskToBuyTransaction does not document it).
    public mutating func declineAskToBuy(_ id: String) throws(SimulationError) -> PaymentTransaction {
        try requireDeferred(id)
        setState(id, .failed, error: .paymentCancelled)
        return payments.transaction(id)!
    }

    /// finishTransaction(_:): removes a purchased, failed or restored transaction from the queue.
    public mutating func finishTransaction(_ id: String) throws(SimulationError) {
        guard let transaction = payments.transaction(id) else { throw .unknownTransaction(id) }
        guard !transaction.finished else { throw .alreadyFinished(id) }
        guard transaction.state.isFinal else { throw .notFinishable(transaction) }
        update(id) { $0.finished = true }
        call("paymentQueue(_:removedTransactions:)", payments.transaction(id)!.summary)
    }

    /// Finishes every transaction that can be finished; purchasing and deferred ones stay.
    public mutating func finishAll() -> [PaymentTransaction] {
        let done = payments.unfinished.filter { $0.state.isFinal }
        for transaction in done { try? finishTransaction(transaction.id) }
        return done.map { payments.transaction($0.id)! }
    }

    /// restoreCompletedTransactions(): a new `restored` transaction for each non-consumable and
    /// auto-renewable subscription the customer owns (consumables never come back), then
    /// paymentQueueRestoreCompletedTransactionsFinished(_:). The steps are `restorablePurchases`,
    /// `restore(_:)` for each, and `finishRestore(count:)`.
    public mutating func restoreCompletedTransactions() -> [PaymentTransaction] {
        let restored = restorablePurchases.map { restore($0) }
        finishRestore(count: restored.count)
        return restored
    }

    /// What a restore brings back: (product id, original transaction id), in purchase order.
    public var restorablePurchases: [(productID: String, transactionID: String)] { payments.owned }

    /// One restored transaction for an owned product; calls updatedTransactions.
    public mutating func restore(_ purchase: (productID: String, transactionID: String)) -> PaymentTransaction {
        let id = "t\(payments.transactions.count + 1)"
        payments.append(PaymentTransaction(id: id, productID: purchase.productID, state: .restored, originalID: purchase.transactionID))
        called(updated: id)
        return payments.transaction(id)!
    }

    /// paymentQueueRestoreCompletedTransactionsFinished(_:).
    public mutating func finishRestore(count: Int) {
        call("paymentQueueRestoreCompletedTransactionsFinished(_:)", "\(count) restored")
    }

    /// Fails an open transaction (used by storefront changes and failures).
    mutating func setState(_ id: String, _ state: TransactionState, error: SKErrorCode? = nil) {
        update(id) {
            $0.state = state
            $0.error = error
        }
        called(updated: id)
    }

    private mutating func complete(_ id: String) {
        guard let transaction = payments.transaction(id) else { return }
        if catalog.invalidCause(transaction.productID, in: storefront) != nil {
            setState(id, .failed, error: .storeProductNotAvailable)
        } else if payments.askToBuyEnabled {
            setState(id, .deferred)
        } else {
            markPurchased(id)
        }
    }

    private mutating func markPurchased(_ id: String) {
        guard let transaction = payments.transaction(id) else { return }
        let type = catalog.product(transaction.productID)?.type ?? products.received[transaction.productID]?.type
        if type == .nonConsumable || type == .autoRenewable, !payments.owned.contains(where: { $0.productID == transaction.productID }) {
            payments.owned.append((transaction.productID, id))
        }
        setState(id, .purchased)
    }

    private func requireDeferred(_ id: String) throws(SimulationError) {
        guard let transaction = payments.transaction(id) else { throw .unknownTransaction(id) }
        guard transaction.state == .deferred, !transaction.finished else { throw .notDeferred(transaction) }
    }

    private mutating func update(_ id: String, _ change: (inout PaymentTransaction) -> Void) {
        guard let index = payments.index(of: id) else { return }
        payments.modify(at: index, change)
    }

    private mutating func called(updated id: String) {
        call("paymentQueue(_:updatedTransactions:)", payments.transaction(id)!.summary)
    }
}
