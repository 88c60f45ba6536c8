/// The payment queue's rules (SKPaymentQueue, as the SKStorefront and SKTestSession documentation
/// describe it): adding payments, the payment sheet, Ask to Buy, injected failures, finishing and
/// restoring.
///
/// Every state change records paymentQueue(_:updatedTransactions:) as its own turn, so the app's
/// reaction to each shows right after it.
extension World {
    /// SKPaymentQueue.add(_:) with a payment made from an SKProduct the app received, then what
    /// happens to it: it fails at once when payments are restricted (paymentNotAllowed) or a failure
    /// is injected; otherwise the payment sheet comes up with the price to pay, or, with dialogs
    /// disabled, is confirmed at once. `introductoryOffer` is StoreKit 2's signed introductory
    /// offer eligibility, when the app passed one. Returns the new transaction's id.
    @discardableResult
    public mutating func buy(productID: ProductID, quantity: Int = 1, offer request: OfferRequest? = nil,
                             introductoryOffer eligibility: IntroductoryOfferEligibility? = nil,
                             billingPlan: BillingPlan = .upFront) throws -> TransactionID {
        if let sheet { throw SheetError.alreadyUp(sheet) }
        guard let received = products.received[productID] else {
            throw PaymentError.productNotFetched(productID, known: catalog.product(productID) != nil)
        }
        guard (1...10).contains(quantity) else { throw PaymentError.quantityOutOfRange(quantity) }
        let commitment = try billingPlan == .monthly ? monthlyCommitment(productID) : nil
        let unitPrice = commitment?.monthlyPrice ?? catalog.product(productID)?.price(in: storefront) ?? received.price
        guard let total = unitPrice.times(quantity) else { throw PaymentError.priceOverflow(productID: productID, quantity: quantity) }
        let id = payments.nextTransactionID
        var request = request
        if let nonce = request?.nonce {
            // "Generating a signature for promotional offers": one buy request per nonce, even a failed one.
            if !payments.usedDiscountNonces.insert(nonce).inserted, request?.signature == .valid { request?.signature = .wrong }
        }
        let offer = resolveOffer(productID, request, introductoryOffer: eligibility)
        var transaction = PaymentTransaction(id: id, productID: productID, quantity: quantity)
        transaction.purchaseDate = clock.now
        transaction.commitment = commitment
        if case .success(let chosen) = offer { transaction.offer = chosen }
        payments.append(transaction)
        recordUpdate(id)
        if case .failure(let refusal) = offer {
            // SKPaymentDiscount problems fail the transaction with their SKError.
            setState(id, .failed, error: refusal)
        } else if let active = activeSubscription(sameAs: productID), request == nil || active.pendingProductID != nil {
            // The App Store does not sell a subscription the customer has: its alert, no charge.
            record(.subscriptions(.alreadySubscribed(active)))
            setState(id, .failed, error: .paymentCancelled)
        } else if !device.canMakePayments {
            setState(id, .failed, error: .paymentNotAllowed)
        } else if let failure = payments.pendingFailure {
            payments.failNext = nil
            setState(id, .failed, error: failure)
        } else if disableDialogs {
            complete(id)
        } else {
            sheet = .payment(transactionID: id)
            let terms = transaction.offer.flatMap { offerTerms($0, productID) }
            record(.payments(.paymentSheetPresented(PaymentSheet(transactionID: id, productID: productID, quantity: quantity, price: total,
                offer: terms))))
        }
        return id
    }

    /// The customer confirms the payment sheet: purchased, or deferred under Ask to Buy.
    public mutating func confirmPaymentSheet() throws(PaymentError) {
        guard case .payment(let id)? = sheet else { throw .noPaymentSheet(up: sheet) }
        sheet = nil
        complete(id)
    }

    /// The customer cancels the payment sheet: failed with paymentCancelled.
    public mutating func cancelPaymentSheet() throws(PaymentError) {
        guard case .payment(let id)? = sheet else { throw .noPaymentSheet(up: sheet) }
        sheet = nil
        setState(id, .failed, error: .paymentCancelled)
    }

    /// The parent approves an Ask to Buy request: the deferred transaction is purchased, dated
    /// the approval (Transaction.purchaseDate: "the date the App Store charged the user's
    /// account"), so a subscription and its free trial start then.
    public mutating func approveAskToBuy(_ id: TransactionID) throws(PaymentError) {
        try requireDeferred(id)
        let now = clock.now
        update(id) { $0.purchaseDate = now }
        markPurchased(id)
    }

    /// The parent declines: the deferred transaction fails with paymentCancelled (the error code
    /// is UNCONFIRMED; SKTestSession's declineAskToBuyTransaction does not document it).
    public mutating func declineAskToBuy(_ id: TransactionID) throws(PaymentError) {
        try requireDeferred(id)
        setState(id, .failed, error: .paymentCancelled)
    }

    /// finishTransaction(_:): removes a purchased, failed or restored transaction from the queue.
    public mutating func finishTransaction(_ id: TransactionID) throws(PaymentError) {
        guard let transaction = payments.transaction(id) else { throw .unknownTransaction(id) }
        guard !transaction.finished else { throw .alreadyFinished(id) }
        guard transaction.state.isFinal else { throw .notFinishable(transaction) }
        update(id) { $0.finished = true }
        record(.payments(.transactionRemoved(payments.transaction(id)!)))
    }

    /// Finishes every transaction that can be finished, oldest first; purchasing and deferred ones
    /// stay in the queue. Returns the ids finished (none is not an error).
    @discardableResult
    public mutating func finishAll() -> [TransactionID] {
        let done = payments.unfinished.filter { $0.state.isFinal }.map(\.id)
        for id in done { try? finishTransaction(id) }
        return done
    }

    /// restoreCompletedTransactions(): a new `restored` transaction for each non-consumable the
    /// customer owns (not refunded) and for the latest transaction of each subscription still in
    /// service (not expired, not refunded), in purchase order; consumables never come back. Then
    /// paymentQueueRestoreCompletedTransactionsFinished(_:). Returns the new ids.
    @discardableResult
    public mutating func restoreCompletedTransactions() -> [TransactionID] {
        device.entitlementsSynced = true
        var restored: [TransactionID] = []
        for purchase in restorablePurchases {
            let id = payments.nextTransactionID
            var transaction = PaymentTransaction(id: id, productID: purchase.productID, state: .restored, originalID: purchase.transactionID)
            transaction.purchaseDate = clock.now
            transaction.ownership = payments.transaction(purchase.transactionID)?.ownership ?? .purchased
            // A restore charges nothing: it carries what the original purchase paid.
            transaction.price = payments.transaction(purchase.transactionID)?.price
            payments.append(transaction)
            recordUpdate(id)
            restored.append(id)
        }
        record(.payments(.restoreCompleted(count: restored.count)))
        return restored
    }

    /// What a restore brings back: (product id, transaction restored), oldest purchase first.
    public var restorablePurchases: [(productID: ProductID, transactionID: TransactionID)] {
        var found = payments.owned.map { (productID: $0.productID, transactionID: $0.transactionID, since: $0.transactionID) }
        for state in subscriptions.all + subscriptions.allFamilyShared where state.status.isEntitled {
            // SKPaymentTransaction.original: the group's first purchase, which every renewal keeps.
            found.append((state.productID, state.originalTransactionID, state.originalTransactionID))
        }
        return found.sorted { (payments.index(of: $0.since) ?? 0) < (payments.index(of: $1.since) ?? 0) }
            .map { (productID: $0.productID, transactionID: $0.transactionID) }
    }

    /// Moves a transaction to `state` and tells the observer; a purchase that failed because the
    /// product is not available gets the sample app's alert, naming `storefront` (the current one
    /// unless a storefront change is under way).
    mutating func setState(_ id: TransactionID, _ state: TransactionState, error: SKErrorCode? = nil, in storefront: Storefront? = nil) {
        update(id) {
            $0.state = state
            $0.error = error
        }
        recordUpdate(id)
        if error == .storeProductNotAvailable, let transaction = payments.transaction(id) {
            record(.payments(.notAvailableAlert(productTitle: productTitle(transaction.productID), storefront: storefront ?? self.storefront)))
        }
    }

    /// The title the app shows for a product: its SKProduct's, else App Store Connect's, else the id.
    public func productTitle(_ id: ProductID) -> String {
        products.received[id]?.title ?? catalog.product(id)?.title ?? id.rawValue
    }

    private mutating func complete(_ id: TransactionID) {
        guard let transaction = payments.transaction(id) else { return }
        if subscriptions.interruptedPurchases {
            // SKTestSession.interruptedPurchasesEnabled: the purchase fails first; it completes
            // after resolveIssueForTransaction(identifier:).
            payments.interrupted.insert(id)
            setState(id, .failed, error: .paymentCancelled)
        } else if catalog.invalidCause(transaction.productID, in: storefront) != nil {
            setState(id, .failed, error: .storeProductNotAvailable)
        } else if payments.askToBuyEnabled || asksToBuyInSandbox(id) {
            setState(id, .deferred)
        } else {
            markPurchased(id)
        }
    }

    /// Whether the StoreKit 2 purchase `id` goes to Ask to Buy because it asked for
    /// Product.PurchaseOption.simulatesAskToBuyInSandbox(true): "Simulates an Ask to Buy scenario
    /// when testing your app in the sandbox environment", so only while the signing environment is
    /// the sandbox. In Xcode's environment (StoreKit Testing, where SKTestSession.askToBuyEnabled is
    /// the switch) and LocalTesting the option has no effect (UNCONFIRMED: Apple's page names the
    /// sandbox only and says nothing of the others).
    func asksToBuyInSandbox(_ id: TransactionID) -> Bool {
        storeKit2.signingEnvironment == .sandbox && storeKit2.inFlight[id]?.simulatesAskToBuyInSandbox == true
    }

    mutating func markPurchased(_ id: TransactionID, subscriptionStart: VirtualInstant? = nil) {
        guard let transaction = payments.transaction(id) else { return }
        let type = catalog.product(transaction.productID)?.type ?? products.received[transaction.productID]?.type
        if type == .nonConsumable, !payments.owned.contains(where: { $0.productID == transaction.productID }) {
            payments.owned.append((transaction.productID, id))
        }
        if transaction.price == nil, let price = transaction.commitment.map({ $0.monthlyPrice })
            ?? chargedPrice(transaction.productID, quantity: transaction.quantity, offer: transaction.offer) {
            update(id) { $0.price = price }
        }
        setState(id, .purchased)
        if type == .autoRenewable {
            if transaction.ownership == .familyShared { subscribeFamilyShared(id) } else { subscribe(id, at: subscriptionStart) }
        }
        if type == .nonRenewing { try? extendNonRenewing(transaction.productID) }
    }

    private func requireDeferred(_ id: TransactionID) throws(PaymentError) {
        guard let transaction = payments.transaction(id) else { throw .unknownTransaction(id) }
        guard transaction.state == .deferred, !transaction.finished else { throw .notDeferred(transaction) }
    }

    private mutating func update(_ id: TransactionID, _ change: (inout PaymentTransaction) -> Void) {
        guard let index = payments.index(of: id) else { return }
        payments.modify(at: index, change)
    }

    private mutating func recordUpdate(_ id: TransactionID) {
        recordAndFollow(.payments(.transactionUpdated(payments.transaction(id)!)))
    }

    /// A monthly plan's first charge: the product's MONTHLY billing plan, where and on the systems
    /// Apple offers it ("Supporting monthly subscriptions with a 12-month commitment": iOS 26.4 and
    /// later, not in the United States and Singapore). Its dates are set when the subscription starts.
    private func monthlyCommitment(_ productID: ProductID) throws(PaymentError) -> BillingCommitment {
        guard let product = catalog.product(productID), product.type == .autoRenewable, let plan = product.monthlyPlan,
              let monthly = Price(parsing: plan.price, currency: product.priceCurrency) else { throw .noMonthlyPlan(productID) }
        guard device.os >= BillingCommitment.firstOS else { throw .monthlyPlanNeedsNewerOS(device.os) }
        guard !BillingCommitment.excludedStorefronts.contains(storefront.countryCode) else {
            throw .monthlyPlanNotInStorefront(storefront.countryCode)
        }
        let total = plan.commitmentPrice.flatMap { Price(parsing: $0, currency: product.priceCurrency) }
            ?? monthly.times(BillingCommitment.totalBillingPeriods)
        return BillingCommitment(monthlyPrice: PriceEqualizer.convert(monthly, to: storefront.currency),
                                 commitmentPrice: total.map { PriceEqualizer.convert($0, to: storefront.currency) })
    }
}
