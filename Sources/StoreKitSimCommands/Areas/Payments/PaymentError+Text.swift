import StoreKitSim

/// The payment queue's errors in words, each with a hint that says what to do.
extension PaymentError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .productNotFetched(let id, let known):
            return known
                ? ErrorText("product-not-fetched", "the app has no SKProduct for '\(id)': no products request returned it",
                            hint: "'fetch' (or 'request \(id)') first: a payment is made from an SKProduct", argument: Key.id.name)
                : ErrorText("product-not-fetched", "unknown product '\(id)': no products request returned it",
                            hint: "'fetch' first, then buy one of the ids it returns; 'store' lists them", argument: Key.id.name)
        case .quantityOutOfRange(let quantity):
            return ErrorText("bad-quantity", "quantity \(quantity) is out of range", hint: "give 1 to 10", argument: Key.quantity.name)
        case .noMonthlyPlan(let id):
            return ErrorText("no-monthly-plan", "'\(id)' has no monthly billing plan with a 12-month commitment",
                hint: "load a .storekit file whose subscription has an enabled MONTHLY plan in 'billingPlans', or buy it without --billing-plan")
        case .monthlyPlanNeedsNewerOS(let os):
            return ErrorText("api-needs-newer-os", "the monthly billing plan needs iOS 26.4 or later; the device runs iOS \(os)",
                hint: "'device os 26.4' (Product.SubscriptionInfo.BillingPlanType is iOS 26.4+)")
        case .monthlyPlanNotInStorefront(let code):
            return ErrorText("plan-unavailable", "the monthly billing plan is not offered in the \(code) storefront",
                hint: "Apple offers it everywhere but the United States and Singapore: 'storefront FRA', for one")
        case .priceOverflow(let id, let quantity):
            return ErrorText("price-overflow", "\(quantity) of \(id) cost more than a price can hold",
                hint: "buy fewer, or give the product a lower price", argument: Key.quantity.name)
        case .noPaymentSheet(let sheet):
            return ErrorText("no-payment-sheet", "no payment sheet is up",
                             hint: sheet.map { LineText("the \(SheetText.label($0)) sheet is up, not a payment sheet").string }
                                 ?? "'buy com.example.gems' shows the payment sheet")
        case .unknownTransaction(let id):
            return ErrorText("unknown-transaction", "no transaction '\(id)'", hint: "'queue' lists the transactions (t1, t2, …)",
                argument: Key.txn.name)
        case .alreadyFinished(let id):
            return ErrorText("already-finished", "\(id) is already finished", hint: "'queue' lists the transactions still in the queue",
                argument: Key.txn.name)
        case .notFinishable(let transaction):
            let hint = transaction.state == .purchasing
                ? "StoreKit cannot finish a purchasing transaction; answer the payment sheet with 'confirm' or 'cancel' first"
                : "a deferred transaction waits for 'approve \(transaction.id)' or 'decline \(transaction.id)'"
            return ErrorText("not-finishable", "\(transaction.id) is \(transaction.state.rawValue), not purchased, failed or restored", hint: hint,
                argument: Key.txn.name)
        case .notDeferred(let transaction):
            let hint = transaction.state == .purchasing && !transaction.finished
                ? "'confirm' it first: with 'ask-to-buy on' a confirmed purchase becomes deferred"
                : "only a deferred transaction waits for approval; 'ask-to-buy on' before 'buy' makes one"
            return ErrorText("not-deferred", "\(transaction.id) is \(transaction.finished ? "finished" : transaction.state.rawValue), not deferred",
                             hint: hint, argument: Key.txn.name)
        }
    }
}
