import StoreKitSim

/// The payment queue: transaction updates, the payment sheet, finishing, restoring, the alert.
extension EventRenderer {
    static func callback(_ event: PaymentEvent) -> String? {
        switch event {
        case .transactionUpdated(let transaction): return "paymentQueue(_:updatedTransactions:) " + TransactionText.summary(transaction)
        case .transactionRemoved(let transaction): return "paymentQueue(_:removedTransactions:) " + TransactionText.summary(transaction)
        case .restoreCompleted(let count): return "paymentQueueRestoreCompletedTransactionsFinished(_:) \(count) restored"
        case .entitlementsRevoked(let ids):
            return "paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:) " + ids.map(\.rawValue).joined(separator: " ")
        case .paymentSheetPresented, .notAvailableAlert, .refunded, .refundReversed, .transactionDeleted, .transactionsCleared, .familySharingStopped,
             .appLaunched, .appLaunchedForFamilyMember, .accessUnchanged: return nil
        }
    }

    static func shown(_ event: PaymentEvent) -> [OutputLine] {
        switch event {
        case .transactionUpdated(let transaction):
            return [OutputLine(TransactionText.summary(transaction), style: TransactionText.style(transaction.state))]
        case .paymentSheetPresented(let sheet):
            let quantity = sheet.quantity == 1 ? "" : " x\(sheet.quantity)"
            let price = sheet.offer.map { OfferText.terms($0, regular: sheet.price) } ?? "\(sheet.price)"
            return [OutputLine(LineText("payment-sheet \(sheet.transactionID) \(sheet.productID)\(quantity) \(price): confirm or cancel"),
                               style: .pending)]
        case .transactionRemoved(let transaction):
            return [OutputLine("finished " + TransactionText.summary(transaction))]
        case .restoreCompleted(let count):
            return [OutputLine(LineText("restore finished \(count) restored"))]
        case .refunded(let transaction):
            var reason = transaction.revocationReason.map { " reason \($0.rawValue)" } ?? ""
            // A part refund says how much: a whole one is the refund the line always told.
            if transaction.revocationType == .proratedRefund, let percentage = transaction.revocationPercentage {
                reason += " proratedRefund \(StoreKit2Text.percentText(percentage))%"
            }
            // The amount refunded: what the transaction charged (Transaction.price), issue 45's "refunds (the amount)".
            let amount = transaction.price.map { " \($0)" } ?? ""
            return [OutputLine("""
                refunded \(transaction.id) \(transaction.productID)\(amount) revocationDate \((transaction.revocationDate ?? .epoch).iso8601)\(reason)
                """, style: .failure)]
        case .refundReversed(let transaction):
            return [OutputLine(LineText("refund reversed \(transaction.id) \(transaction.productID): the purchase counts again"), style: .success)]
        case .entitlementsRevoked(let ids):
            return [OutputLine("revoked " + ids.map(\.rawValue).joined(separator: " "), style: .failure)]
        case .accessUnchanged(let refunded, let state):
            return [OutputLine(RefundAccessText.line(refunded: refunded, state: state))]
        case .familySharingStopped(let transaction):
            return [OutputLine("""
                family sharing stopped \(transaction.id) \(transaction.productID) revocationDate \
                \(VirtualClock.iso8601(transaction.revocationDate ?? .epoch))
                """, style: .failure)]
        case .transactionDeleted(let transaction):
            return [OutputLine(LineText("deleted \(transaction.id) \(transaction.productID)"))]
        case .appLaunched(let newDevice, let unfinished):
            return [OutputLine(LaunchText.line(newDevice: newDevice, unfinished: unfinished, delivery: "SKPaymentQueue delivers", sync: "'restore'"))]
        case .appLaunchedForFamilyMember:
            return [OutputLine(LaunchText.familyMember)]
        case .transactionsCleared(let count):
            return [OutputLine(LineText("cleared \(count) transaction\(count == 1 ? "" : "s")"))]
        case .notAvailableAlert(let title, let storefront):
            return [OutputLine(LineText("alert \(OneValueText.text(title)) is not available in \(storefront.name): the purchase was not completed"),
                               style: .failure)]
        }
    }
}

/// How transactions print.
enum TransactionText {
    /// `t1 com.example.gems purchased`, `t2 com.example.gems x3 failed paymentCancelled`,
    /// `t4 com.example.premium restored original t3`.
    static func summary(_ transaction: PaymentTransaction) -> String {
        var words = [transaction.id.rawValue, transaction.productID.rawValue]
        if transaction.quantity != 1 { words.append("x\(transaction.quantity)") }
        words.append(transaction.state.rawValue)
        if let error = transaction.error { words.append(error.rawValue) }
        if let original = transaction.originalID { words.append("original \(original)") }
        if transaction.ownership == .familyShared { words.append("familyShared") }
        return words.joined(separator: " ")
    }

    /// A history line: the summary, then what the queue line leaves out.
    static func history(_ transaction: PaymentTransaction, interrupted: Bool) -> String {
        var words = [summary(transaction)]
        if transaction.finished { words.append("finished") }
        // What the App Store charged (Transaction.price and currency): money on every line where it moves.
        if let price = transaction.price { words += ["price", "\(price)"] }
        words.append("at \(VirtualClock.iso8601(transaction.purchaseDate))")
        if let expires = transaction.expiresDate { words.append("expires \(VirtualClock.iso8601(expires))") }
        if let original = transaction.originalTransactionID { words.append("original-transaction \(original)") }
        if let revoked = transaction.revocationDate {
            words.append("revoked \(VirtualClock.iso8601(revoked)) \(transaction.revocationReason?.rawValue ?? "other")")
        }
        if transaction.isUpgraded { words.append("upgraded") }
        if let offer = transaction.offer { words += ["offer", offer.type.rawValue] + OfferText.idWords(offer) + [offer.paymentMode.rawValue] }
        if interrupted { words.append("interrupted") }
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

/// How an app launch prints, in either vocabulary's words for the delivery and the sync.
enum LaunchText {
    /// `app relaunched: SKPaymentQueue delivers 1 unfinished transaction again: t1`, and on a new
    /// device, where entitlements wait for a restore or a sync.
    static func line(newDevice: Bool, unfinished: [TransactionID], delivery: String, sync: String) -> String {
        let head = newDevice ? "app launched on a new device of the same account" : "app relaunched"
        let count = "\(unfinished.count) unfinished transaction\(unfinished.count == 1 ? "" : "s")"
        let list = unfinished.isEmpty ? "" : ": " + unfinished.map(\.rawValue).joined(separator: " ")
        let tail = newDevice ? "; the account's entitlements reach the app after \(sync)" : ""
        return "\(head): \(delivery) \(count) again\(list)\(tail)"
    }

    /// The launch on the sharing family member's device, the same in both vocabularies.
    static let familyMember = "app launched on a device of the family member who shares with this account (that member's own "
        + "Apple Account): its app transaction is the member's own; this account's transactions do not come"
}
