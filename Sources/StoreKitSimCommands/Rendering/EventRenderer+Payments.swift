import StoreKitSim

/// The payment queue: transaction updates, the payment sheet, finishing, restoring, the alert.
extension EventRenderer {
    static func callback(_ event: PaymentEvent) -> String? {
        switch event {
        case .transactionUpdated(let transaction): return "paymentQueue(_:updatedTransactions:) " + TransactionText.summary(transaction)
        case .transactionRemoved(let transaction): return "paymentQueue(_:removedTransactions:) " + TransactionText.summary(transaction)
        case .restoreCompleted(let count): return "paymentQueueRestoreCompletedTransactionsFinished(_:) \(count) restored"
        case .paymentSheetPresented, .notAvailableAlert: return nil
        }
    }

    static func shown(_ event: PaymentEvent) -> [OutputLine] {
        switch event {
        case .transactionUpdated(let transaction):
            return [OutputLine(TransactionText.summary(transaction), style: TransactionText.style(transaction.state))]
        case .paymentSheetPresented(let sheet):
            let quantity = sheet.quantity == 1 ? "" : " x\(sheet.quantity)"
            return [OutputLine("payment-sheet \(sheet.transactionID) \(sheet.productID)\(quantity) \(sheet.price): confirm or cancel", style: .pending)]
        case .transactionRemoved(let transaction):
            return [OutputLine("finished " + TransactionText.summary(transaction))]
        case .restoreCompleted(let count):
            return [OutputLine("restore finished \(count) restored")]
        case .notAvailableAlert(let title, let storefront):
            return [OutputLine("alert \(title) is not available in \(storefront.name): the purchase was not completed", style: .failure)]
        }
    }
}

/// How transactions print.
enum TransactionText {
    /// `t1 com.example.gems purchased`, `t2 com.example.gems x3 failed paymentCancelled`,
    /// `t4 com.example.premium restored original t3`.
    static func summary(_ transaction: PaymentTransaction) -> String {
        var words = [transaction.id, transaction.productID]
        if transaction.quantity != 1 { words.append("x\(transaction.quantity)") }
        words.append(transaction.state.rawValue)
        if let error = transaction.error { words.append(error.rawValue) }
        if let original = transaction.originalID { words.append("original \(original)") }
        return words.joined(separator: " ")
    }

    static func style(_ state: TransactionState) -> OutputLine.Style {
        switch state {
        case .purchased, .restored: return .success
        case .failed: return .failure
        case .purchasing, .deferred: return .pending
        }
    }
}
