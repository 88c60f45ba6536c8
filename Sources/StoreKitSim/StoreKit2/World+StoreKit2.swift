/// StoreKit 2 over the same payment queue, subscriptions and storefront as StoreKit 1 ("In-App
/// Purchase", Product, Transaction, AppStore, SKTestSession.setSimulatedError(_:forAPI:)).
///
/// A StoreKit 2 purchase is a queue transaction whose purchase(options:) call waits for it:
/// when the transaction is purchased, deferred or failed, the call returns its result. Every
/// other transaction update (renewals, Ask to Buy approvals, refunds, purchases made elsewhere)
/// reaches the app through Transaction.updates, which is the queue's own transaction-updated event.
extension World {
    // MARK: Simulated errors

    /// SKTestSession.setSimulatedError(_:forAPI:): `api` fails with `error` until cleared (nil).
    public mutating func setSimulatedError(_ error: SimulatedError?, for api: StoreKitAPI) throws(StoreKit2Error) {
        if let error, !api.accepts(error) { throw .errorNotForAPI(api, error) }
        storeKit2.simulatedErrors[api] = error
    }

    /// The error `api` fails with now, if one is simulated.
    public func simulatedError(for api: StoreKitAPI) -> SimulatedError? { storeKit2.simulatedErrors[api] }

    // MARK: Products and purchases

    /// Product.products(for:): the products the App Store sells in the current storefront, in
    /// the order asked, duplicates dropped; ids it does not sell are simply absent. The app keeps
    /// the products, so it can purchase them.
    @discardableResult
    public mutating func loadProducts(_ ids: [ProductID]) -> [ReceivedProduct] {
        if let error = simulatedError(for: .loadProducts) {
            record(.storeKit2(.productsThrew(error)))
            return []
        }
        var seen: Set<ProductID> = []
        let unique = ids.filter { seen.insert($0).inserted }
        var found = productsResponse(for: unique, requestID: "").products
        for index in found.indices where found[index].groupLevel != nil {
            found[index].groupLevel = storeKit2GroupLevel(found[index].groupLevel)
        }
        for product in found { products.received[product.id] = product }
        record(.storeKit2(.productsLoaded(requested: unique, products: found)))
        return found
    }

    /// product.purchase(options:): the payment sheet comes up (or, with dialogs off, is confirmed
    /// at once) and the call returns when the queue's transaction is purchased (.success),
    /// deferred under Ask to Buy (.pending) or cancelled (.userCancelled), or throws. A quantity
    /// outside 1...10 throws Product.PurchaseError.invalidQuantity before any sheet.
    public mutating func purchase(_ productID: ProductID, options: PurchaseOptions = PurchaseOptions()) throws {
        if let sheet { throw SheetError.alreadyUp(sheet) }
        guard products.received[productID] != nil else {
            throw PaymentError.productNotFetched(productID, known: catalog.product(productID) != nil)
        }
        // Product.PurchaseOption.winBackOffer(_:) is iOS 18.0 and later: an app on an older OS cannot ask for one.
        if let request = options.offer, device.os < World.winBackMinimumOS,
           catalog.product(productID)?.offers.contains(where: { $0.type == .winBack && $0.isNamed(request.offerID) }) == true {
            throw StoreKit2Error.apiNeedsNewerOS("Product.PurchaseOption.winBackOffer(_:)", World.winBackMinimumOS, device.os)
        }
        if let error = simulatedError(for: .purchase) {
            // A cancelled purchase is a result, not an error: purchase(options:) returns
            // .userCancelled ("Product.PurchaseResult.userCancelled").
            record(.storeKit2(.purchaseReturned(productID: productID, error == .storeKit(.userCancelled) ? .userCancelled : .threw(error))))
            return
        }
        // Product.PurchaseOption.quantity(_:) is for consumables (and non-renewing subscriptions).
        let type = catalog.product(productID)?.type ?? products.received[productID]?.type
        let quantityApplies = type == .consumable || type == .nonRenewing
        guard (1...10).contains(options.quantity), quantityApplies || options.quantity == 1 else {
            record(.storeKit2(.purchaseReturned(productID: productID, .threw(.purchase(.invalidQuantity)))))
            return
        }
        storeKit2.starting = options
        defer { storeKit2.starting = nil }
        try buy(productID: productID, quantity: options.quantity, offer: options.offer, introductoryOffer: options.introductoryOfferEligibility,
                billingPlan: options.billingPlan)
    }

    /// Follows the queue's events for StoreKit 2: a new transaction takes the options of the
    /// purchase being started; a purchased transaction keeps the storefront it was made in; a
    /// StoreKit 2 purchase's transaction that settles returns its purchase(options:) call; a price
    /// increase asked about and a renewal that failed on billing send the app a message.
    mutating func followForStoreKit2(_ event: WorldEvent) {
        switch event {
        case .payments(.transactionUpdated(let transaction)):
            settle(transaction)
        case .subscriptions(.priceIncrease(let state)) where state.priceIncrease == .pending:
            sendMessage(.priceIncreaseConsent, productID: state.productID)
        case .subscriptions(.billingRetryEntered(let state)):
            sendMessage(.billingIssue, productID: state.productID)
        default:
            return
        }
    }

    private mutating func settle(_ transaction: PaymentTransaction) {
        let id = transaction.id
        if transaction.state == .purchasing, let options = storeKit2.starting, storeKit2.inFlight[id] == nil {
            storeKit2.starting = nil
            storeKit2.inFlight[id] = options
            if let token = options.appAccountToken, let index = payments.index(of: id) {
                payments.modify(at: index) { $0.appAccountToken = token }
            }
            return
        }
        if transaction.state == .purchased || transaction.state == .restored, storeKit2.storefronts[id] == nil {
            storeKit2.storefronts[id] = storefront
        }
        guard transaction.state != .purchasing, storeKit2.inFlight.removeValue(forKey: id) != nil else { return }
        let current = payments.transaction(id) ?? transaction
        let result: PurchaseResult
        switch transaction.state {
        case .purchased, .restored: result = .success(current, verificationError: storeKit2.verificationError)
        case .deferred: result = .pending
        case .failed:
            let error = SimulatedError(purchaseFailure: transaction.error ?? .unknown)
            result = error == .storeKit(.userCancelled) ? .userCancelled : .threw(error)
        case .purchasing: return
        }
        record(.storeKit2(.purchaseReturned(productID: transaction.productID, result)))
    }

    // MARK: Transactions

    /// Transaction.currentEntitlements: the latest transaction of each non-consumable owned and
    /// each subscription in service, and the latest transaction of each non-renewing subscription
    /// not refunded, oldest first.
    public var currentEntitlements: [PaymentTransaction] {
        guard device.entitlementsSynced else { return [] }
        var ids: Set<TransactionID> = Set(payments.owned.map(\.transactionID))
        for state in subscriptions.all + subscriptions.allFamilyShared where state.status.isEntitled { ids.insert(state.latestTransactionID) }
        var latestNonRenewing: [ProductID: TransactionID] = [:]
        for transaction in transactionHistory where transaction.revocationDate == nil
            && (transaction.state == .purchased || transaction.state == .restored)
            && catalog.product(transaction.productID)?.type == .nonRenewing {
            latestNonRenewing[transaction.productID] = transaction.id
        }
        ids.formUnion(latestNonRenewing.values)
        return transactionHistory.filter { ids.contains($0.id) && $0.revocationDate == nil }
    }

    /// Transaction.all: every purchased or restored transaction, oldest first, except consumables
    /// the app finished (StoreKit leaves those out unless SKIncludeConsumableInAppPurchaseHistory);
    /// a refunded one stays, so the app can see the refund ("Transaction.all").
    public var allStoreKit2Transactions: [PaymentTransaction] {
        transactionHistory.filter { transaction in
            guard transaction.state == .purchased || transaction.state == .restored else { return false }
            // A new device knows only what was delivered to it until the app restores or syncs.
            if !device.entitlementsSynced, transaction.finished { return false }
            return !(transaction.finished && transaction.revocationDate == nil && catalog.product(transaction.productID)?.type == .consumable)
        }
    }

    /// Transaction.latest(for:): the product's newest transaction, if any.
    public func latestTransaction(for productID: ProductID) -> PaymentTransaction? {
        allStoreKit2Transactions.last { $0.productID == productID }
    }

    /// Transaction.unfinished: purchased or restored transactions the app has not finished.
    public var unfinishedStoreKit2Transactions: [PaymentTransaction] {
        allStoreKit2Transactions.filter { !$0.finished }
    }

    /// The storefront transaction `id` was purchased in (the current one if unknown).
    public func purchaseStorefront(of id: TransactionID) -> Storefront { storeKit2.storefronts[id] ?? storefront }

    // MARK: AppStore

    /// AppStore.sync(): StoreKit brings the app's transactions up to date with the App Store.
    /// The simulated App Store is always up to date, so it returns, or throws a simulated error.
    public mutating func syncWithAppStore() {
        let error = simulatedError(for: .appStoreSync) ?? (storeKit2.syncSignIn == .cancel ? .storeKit(.userCancelled) : nil)
        if error == nil { device.entitlementsSynced = true }
        record(.storeKit2(.synced(error)))
    }

    /// AppStore.showManageSubscriptions(in:) or presentOfferCodeRedeemSheet(in:): the sheet comes
    /// up, or the call throws a simulated error.
    public mutating func presentStoreSheet(_ api: StoreKitAPI) {
        record(.storeKit2(.sheetCalled(api, simulatedError(for: api))))
    }

    // MARK: Subscriptions

    /// Product.SubscriptionInfo.status for a group, named by the group, its identifier (as
    /// status(for: groupID) takes it) or one of its products.
    public func subscriptionStatus(_ name: String) throws(StoreKit2Error) -> [SubscriptionState] {
        let name = subscriptions.statuses(group: name).isEmpty ? catalog.groupName(name) ?? name : name
        if !subscriptions.statuses(group: name).isEmpty { return subscriptions.statuses(group: name) }
        if let info = subscriptionInfo(ProductID(name)) { return subscriptions.statuses(group: info.group) }
        if catalog.products.contains(where: { $0.subscriptionGroup == name }) { return [] }
        throw .unknownSubscription(name)
    }

    /// Product.SubscriptionInfo.isEligibleForIntroOffer(for:), for a group or one of its
    /// products: true until the customer has had an introductory offer on any subscription of the
    /// group ("Implementing introductory offers in your app"). A lapsed subscriber who never had
    /// one stays eligible: the tool follows Apple's article, not the forum answers that limit
    /// introductory offers to customers never subscribed in the group (UNCONFIRMED). True even
    /// when no product of the group has an introductory offer, as Apple's page says.
    public func isEligibleForIntroOffer(_ name: String) throws(StoreKit2Error) -> (group: String, eligible: Bool) {
        let name = subscriptions.state(group: name) == nil ? catalog.groupName(name) ?? name : name
        let group: String
        if subscriptions.state(group: name) != nil
            || catalog.products.contains(where: { $0.type == .autoRenewable && $0.subscriptionGroup == name }) {
            group = name
        } else if let info = subscriptionInfo(ProductID(name)) {
            group = info.group
        } else {
            throw .unknownSubscription(name)
        }
        return (group, !subscriptions.introductoryOfferUsed.contains(group))
    }

    // MARK: Refund requests

    /// Transaction.beginRefundRequest(for:in:): the customer submits the request (.success) or
    /// dismisses the sheet (.userCancelled). A second request for the same transaction while the
    /// first waits throws Transaction.RefundRequestError.duplicateRequest.
    public mutating func requestRefund(_ id: TransactionID, submitted: Bool) throws {
        guard let transaction = payments.transaction(id), !transaction.deleted else { throw PaymentError.unknownTransaction(id) }
        guard transaction.state == .purchased || transaction.state == .restored, transaction.revocationDate == nil else {
            throw StoreKit2Error.notRefundable(transaction)
        }
        let outcome: RefundRequestOutcome
        if let error = simulatedError(for: .refundRequest) {
            outcome = .threw(error)
        } else if storeKit2.refundRequests.contains(id) {
            outcome = .threw(.refundRequest(.duplicateRequest))
        } else if submitted {
            storeKit2.refundRequests.append(id)
            outcome = .success
        } else {
            outcome = .userCancelled
        }
        record(.storeKit2(.refundRequested(transactionID: id, outcome)))
        // "DID_CHANGE_RENEWAL_STATUS … AUTO_RENEW_DISABLED: … the App Store disabled subscription
        // auto-renewal after the customer requested a refund" (App Store Server Notifications,
        // notificationType): a submitted request for a transaction of the group's subscription.
        if case .success = outcome, let state = subscriptions.state(product: transaction.productID),
           state.originalTransactionID == (transaction.originalTransactionID ?? transaction.id),
           state.status.isActive, state.autoRenew {
            try? setAutoRenew(state.productID, false)
        }
    }

    /// The App Store decides a refund request: granted, the transaction is refunded and revoked
    /// (Transaction.updates tells the app); declined, nothing changes for the app.
    public mutating func decideRefund(_ id: TransactionID, grant: Bool, reason: RevocationReason = .other,
                                      percentage: Int = RevocationType.wholePercentage) throws {
        guard let index = storeKit2.refundRequests.firstIndex(of: id) else { throw StoreKit2Error.noRefundRequest(id) }
        storeKit2.refundRequests.remove(at: index)
        record(.storeKit2(.refundDecided(transactionID: id, granted: grant)))
        if grant { try refund(id, reason: reason, percentage: percentage) }
    }

    // MARK: Messages

    /// The App Store sends the app a message; the app shows it or defers it as it handles
    /// Message.messages.
    public mutating func sendMessage(_ reason: StoreMessage.Reason, productID: ProductID? = nil) {
        storeKit2.messageCount += 1
        let message = StoreMessage(id: "m\(storeKit2.messageCount)", reason: reason, productID: productID)
        let shown = storeKit2.messageHandling == .show
        if !shown { storeKit2.deferredMessages.append(message) }
        record(.storeKit2(.messageDelivered(message, shown: shown)))
    }

    /// The app displays the oldest message it deferred (message.display(in:)).
    public mutating func displayDeferredMessage() throws(StoreKit2Error) {
        guard !storeKit2.deferredMessages.isEmpty else { throw .noDeferredMessage }
        record(.storeKit2(.messageDisplayed(storeKit2.deferredMessages.removeFirst())))
    }
}
