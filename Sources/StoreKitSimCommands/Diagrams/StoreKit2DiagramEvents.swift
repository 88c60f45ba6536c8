import StoreKitSim
import StoreKitSimDiagrams

/// The events of a step run with `vocabulary storekit2`, drawn as StoreKit 2's calls: the app
/// calls `product.purchase()` and `transaction.finish()`, StoreKit answers through
/// `purchase()`'s result and the `Transaction.updates` and `Storefront.updates` streams, not
/// through StoreKit 1's observer and delegate callbacks. nil for an event StoreKit 2 tells as
/// StoreKit 1 does (the payment sheet, the App Store's side, the product page).
enum StoreKit2DiagramEvents {
    typealias Item = SequenceDiagram.Item

    /// `returned`: the transactions a `purchase()` call of the same step returned, which the app
    /// gets from that call and not from `Transaction.updates`.
    static func items(_ event: WorldEvent, returned: Set<TransactionID>) -> [Item]? {
        switch event {
        case .payments(let event): return items(event, returned: returned)
        case .storefront(.didChangeStorefront(let storefront)):
            return [.message(from: .storeKit, to: .app, text: "Storefront.updates \(storefront.countryCode)", kind: .call)]
        case .storeKit2(.purchaseReturned(let productID, let result)):
            return [.message(from: .storeKit, to: .app, text: "purchase() " + outcome(productID, result), kind: .reply)]
        case .subscriptions(let change):
            // What the App Store did stays a note on its lane; the app hears of it through the
            // status stream, as the transcript tells it.
            let state: SubscriptionState
            switch change {
            case .started(let s), .renewed(let s), .changed(_, _, let s, _), .changeScheduled(_, let s), .autoRenewChanged(let s),
                 .billingRetryEntered(let s), .gracePeriodEnded(let s), .expired(let s), .priceIncrease(let s), .revoked(let s),
                 .renewalExtended(let s, _), .changeCancelled(let s, _):
                state = s
            case .billingRecovered, .alreadySubscribed, .nonRenewingExtended, .codeRedeemed, .offerScheduled, .priceKept:
                return nil
            }
            let status = "Status.updates \(OneValueText.text(state.group)) \(state.status.rawValue)"
            return DiagramEvents.items(change) + [.message(from: .storeKit, to: .app, text: status, kind: .call)]
        default:
            return nil
        }
    }

    static func items(_ event: PaymentEvent, returned: Set<TransactionID>) -> [Item]? {
        switch event {
        case .transactionUpdated(let transaction):
            switch transaction.state {
            case .purchasing:
                return [.message(from: .app, to: .storeKit, text: "product.purchase() \(transaction.productID)", kind: .call)]
            case .purchased, .restored:
                guard !returned.contains(transaction.id) else { return [] }
                return [.message(from: .storeKit, to: .app, text: "Transaction.updates \(transaction.id) \(transaction.productID)", kind: .call)]
            case .failed, .deferred:
                // A StoreKit 2 app learns these from purchase()'s result, never from a stream.
                return []
            }
        case .transactionRemoved(let transaction):
            return [.message(from: .app, to: .storeKit, text: "transaction.finish() \(transaction.id)", kind: .call)]
        case .refunded(let transaction), .familySharingStopped(let transaction):
            return DiagramEvents.items(event)
                + [.message(from: .storeKit, to: .app, text: "Transaction.updates \(transaction.id) revoked", kind: .call)]
        case .refundReversed(let transaction):
            return DiagramEvents.items(event)
                + [.message(from: .storeKit, to: .app, text: "Transaction.updates \(transaction.id)", kind: .call)]
        case .restoreCompleted, .entitlementsRevoked:
            return []
        case .paymentSheetPresented, .notAvailableAlert, .transactionDeleted, .transactionsCleared, .appLaunched, .appLaunchedForFamilyMember,
             .accessUnchanged:
            return nil
        }
    }

    /// `.success(t1)`, `.userCancelled`, `.pending`, `threw …`.
    static func outcome(_ productID: ProductID, _ result: PurchaseResult) -> String {
        switch result {
        case .success(let transaction, _): return ".success(\(transaction.id))"
        case .userCancelled: return "\(productID) .userCancelled"
        case .pending: return "\(productID) .pending"
        case .threw(let error): return "\(productID) threw " + StoreKit2Text.error(error)
        }
    }

    /// The transactions `purchase()` returned among `events`.
    static func returned(_ events: [StampedEvent]) -> Set<TransactionID> {
        var ids: Set<TransactionID> = []
        for stamped in events {
            if case .storeKit2(.purchaseReturned(_, .success(let transaction, _))) = stamped.event { ids.insert(transaction.id) }
        }
        return ids
    }
}
