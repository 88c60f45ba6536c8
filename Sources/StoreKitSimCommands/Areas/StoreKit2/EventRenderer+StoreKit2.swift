import StoreKitSim

/// StoreKit 2: what its calls return, in both vocabularies, and the shared events told in
/// StoreKit 2's streams when the vocabulary is storekit2 (Transaction.updates, Storefront.updates,
/// Product.SubscriptionInfo.Status.updates, Message.messages).
extension EventRenderer {
    /// What StoreKit 2's calls returned. Messages reach only a StoreKit 2 app, so the storekit1
    /// vocabulary tells none.
    func shown(_ event: StoreKit2Event) -> [OutputLine] {
        switch event {
        case .productsLoaded(let requested, let found):
            let head = OutputLine("Product.products(for:) \(found.count) of \(requested.count)")
            return [head] + found.map { OutputLine(ProductText.line($0) + " " + $0.type.rawValue + StoreKit2Text.subscriptionInfo($0)) }
        case .productsThrew(let error):
            return [OutputLine("Product.products(for:) threw " + StoreKit2Text.error(error), style: .failure)]
        case .purchaseReturned(let productID, let result):
            switch result {
            case .success(let transaction, let error):
                return [OutputLine("purchase() .success(" + StoreKit2Text.verification(StoreKit2Text.transaction(transaction), error) + ")",
                                   style: error == nil ? .success : .failure)]
            case .userCancelled: return [OutputLine("purchase() \(productID) .userCancelled", style: .failure)]
            case .pending: return [OutputLine("purchase() \(productID) .pending: the transaction comes through Transaction.updates once approved",
                style: .pending)]
            case .threw(let error): return [OutputLine("purchase() \(productID) threw " + StoreKit2Text.error(error), style: .failure)]
            }
        case .synced(let error):
            guard let error else { return [OutputLine("AppStore.sync() returned", style: .success)] }
            return [OutputLine("AppStore.sync() threw " + StoreKit2Text.error(error), style: .failure)]
        case .refundRequested(let id, let outcome):
            switch outcome {
            case .success: return [OutputLine("beginRefundRequest \(id) .success: the App Store reviews the request", style: .pending)]
            case .userCancelled: return [OutputLine("beginRefundRequest \(id) .userCancelled", style: .failure)]
            case .threw(let error): return [OutputLine("beginRefundRequest \(id) threw " + StoreKit2Text.error(error), style: .failure)]
            }
        case .refundDecided(let id, let granted):
            return [OutputLine(granted ? "refund request \(id) granted" : "refund request \(id) declined: the transaction stays",
                style: granted ? .plain : .failure)]
        case .sheetCalled(let api, let error):
            let call = api == .manageSubscriptions ? "AppStore.showManageSubscriptions(in:)" : "AppStore.presentOfferCodeRedeemSheet(in:)"
            guard let error else { return [OutputLine("\(call) presented its sheet")] }
            return [OutputLine("\(call) threw " + StoreKit2Text.error(error), style: .failure)]
        case .messageDelivered(let message, let shown):
            guard vocabulary == .storekit2 else { return [] }
            return [OutputLine("Message.messages \(Self.message(message)): " + (shown ? "displayed" : "deferred"), style: shown ? .plain : .pending)]
        case .messageDisplayed(let message):
            guard vocabulary == .storekit2 else { return [] }
            return [OutputLine("message.display(in:) \(Self.message(message))")]
        }
    }

    private static func message(_ message: StoreMessage) -> String {
        ([message.id, message.reason.rawValue] + (message.productID.map { [$0.rawValue] } ?? [])).joined(separator: " ")
    }

    /// The payment queue's events in StoreKit 2's words. A StoreKit 2 app never sees purchasing,
    /// deferred or failed transactions; a purchased one reaches it through Transaction.updates,
    /// unless purchase(options:) returned it (`returned` holds those ids).
    func storeKit2Shown(_ event: PaymentEvent, returned: Set<TransactionID>) -> [OutputLine]? {
        switch event {
        case .transactionUpdated(let transaction):
            guard transaction.state == .purchased || transaction.state == .restored, !returned.contains(transaction.id) else { return [] }
            return [update(transaction)]
        case .refunded(let transaction), .familySharingStopped(let transaction), .refundReversed(let transaction):
            return [update(transaction)]
        case .transactionRemoved(let transaction):
            return [OutputLine("transaction.finish() \(transaction.id) \(transaction.productID)")]
        case .entitlementsRevoked, .restoreCompleted:
            return []
        case .appLaunched(let newDevice, let unfinished):
            return [OutputLine(LaunchText.line(newDevice: newDevice, unfinished: unfinished, delivery: "Transaction.updates emits",
                                               sync: "'appstore sync' (AppStore.sync())"))]
        case .appLaunchedForFamilyMember:
            return [OutputLine(LaunchText.familyMember)]
        case .paymentSheetPresented, .notAvailableAlert, .transactionDeleted, .transactionsCleared, .accessUnchanged:
            return nil
        }
    }

    private func update(_ transaction: PaymentTransaction) -> OutputLine {
        OutputLine("Transaction.updates " + StoreKit2Text.verification(StoreKit2Text.transaction(transaction), verificationError),
                   style: transaction.revocationDate == nil ? .success : .failure)
    }

    /// Storefront changes in StoreKit 2's words: Storefront.updates instead of
    /// paymentQueueDidChangeStorefront(_:); the rest as StoreKit 1 tells it.
    func storeKit2Shown(_ event: StorefrontEvent) -> [OutputLine]? {
        guard case .didChangeStorefront(let storefront) = event else { return nil }
        return [OutputLine("Storefront.updates " + StoreKit2Text.storefront(storefront))]
    }

    /// Subscription changes as Product.SubscriptionInfo.Status.updates elements.
    func storeKit2Shown(_ event: SubscriptionEvent) -> [OutputLine]? {
        let state: SubscriptionState
        switch event {
        case .started(let s), .renewed(let s), .changed(_, _, let s, _), .changeScheduled(_, let s), .autoRenewChanged(let s),
             .billingRetryEntered(let s), .gracePeriodEnded(let s), .expired(let s), .priceIncrease(let s), .revoked(let s),
             .offerScheduled(let s), .renewalExtended(let s, _), .changeCancelled(let s, _):
            state = s
        case .billingRecovered:
            // The renewal that recovered it was just told with the same status.
            return []
        case .alreadySubscribed, .nonRenewingExtended, .codeRedeemed, .priceKept:
            return nil
        }
        return [OutputLine("Product.SubscriptionInfo.Status.updates " + StoreKit2Text.status(state),
                           style: state.status.isEntitled ? .success : .failure)]
    }
}
