extension World {
    /// Changes the storefront, as when the customer's App Store account moves country.
    ///
    /// For each open (purchasing or deferred) transaction StoreKit first asks the delegate's
    /// paymentQueue(_:shouldContinue:in:) with the new storefront; false, or no answer within about
    /// a second (the virtual clock moves 1 s), fails it with storeProductNotAvailable and dismisses
    /// its payment sheet (storekit-facts §7.2). Then paymentQueueDidChangeStorefront(_:) and the
    /// app's store UI refresh (seed 002). The order of these callbacks is UNCONFIRMED. Setting the
    /// storefront the account is already in asks nothing.
    @discardableResult
    public mutating func changeStorefront(to storefront: Storefront) -> [ShouldContinueAnswer] {
        var answers: [ShouldContinueAnswer] = []
        // Setting the same storefront again moves no transaction to another storefront: no question.
        let asked = storefront == self.storefront ? [] : payments.open
        for transaction in asked {
            let answer: Bool
            var timedOut = false
            switch payments.shouldContinue {
            case .available: answer = products.shouldShow(transaction.productID, in: storefront)
            case .always: answer = true
            case .never: answer = false
            case .timeout:
                answer = false
                timedOut = true
                try? clock.advance(bySeconds: 1)
            }
            call("paymentQueue(_:shouldContinue:in:)",
                 "\(transaction.id) \(transaction.productID) \(storefront.countryCode) -> \(timedOut ? "timeout (false)" : String(answer))")
            if !answer {
                if sheet == .payment(transactionID: transaction.id) { sheet = nil }
                setState(transaction.id, .failed, error: .storeProductNotAvailable)
            }
            answers.append(ShouldContinueAnswer(transactionID: transaction.id, productID: transaction.productID,
                                                shouldContinue: answer, timedOut: timedOut))
        }
        self.storefront = storefront
        call("paymentQueueDidChangeStorefront(_:)", "\(storefront.countryCode) \(storefront.identifier)")
        refreshStoreUI()
        return answers
    }
}

/// The delegate's answer for one open transaction during a storefront change.
public struct ShouldContinueAnswer: Sendable, Hashable {
    public var transactionID: String
    public var productID: String
    public var shouldContinue: Bool
    /// The delegate did not answer in time; StoreKit counted it as false.
    public var timedOut: Bool
}
