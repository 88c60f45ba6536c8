extension World {
    /// Changes the storefront, as when the customer's App Store account moves country.
    ///
    /// For each open (purchasing or deferred) transaction StoreKit first asks the delegate's
    /// paymentQueue(_:shouldContinue:in:) with the new storefront; false, or no answer within about
    /// a second (the virtual clock moves 1 s), fails it with storeProductNotAvailable and dismisses
    /// its payment sheet. An app without a storefront delegate is not asked: its transactions
    /// continue. Then paymentQueueDidChangeStorefront(_:) and the app's store UI refresh (SKStorefront).
    /// The order of these callbacks is UNCONFIRMED; all of them happen in one turn. Setting the
    /// storefront the account is already in changes nothing, so StoreKit calls nothing.
    /// App Store Connect changes the Sandbox Apple Account's country or region: nothing happens on
    /// the device until the tester signs out and in ("SKStorefront"). Sandbox only.
    public mutating func setSandboxRegion(_ region: Storefront) throws(SandboxAccountError) {
        guard external.environment == .sandbox else { throw .production }
        sandboxAccount.pendingRegion = region == storefront ? nil : region
        record(.storefront(.sandboxRegionChanged(region: region, current: storefront)))
    }

    /// The tester signs out of the Sandbox Apple Account and in again: the account's storefront
    /// becomes its new region, with StoreKit's storefront change (shouldContinue for open
    /// transactions, paymentQueueDidChangeStorefront(_:)).
    public mutating func signInSandboxAccount() throws(SandboxAccountError) {
        guard external.environment == .sandbox else { throw .production }
        guard let region = sandboxAccount.pendingRegion else { throw .noRegionChange(storefront) }
        sandboxAccount.pendingRegion = nil
        record(.storefront(.sandboxSignedIn(region)))
        changeStorefront(to: region)
    }

    public mutating func changeStorefront(to storefront: Storefront) {
        guard storefront != self.storefront else {
            record(.storefront(.accountUnchanged(storefront)))
            return
        }
        inOneTurn { world in world.moveAccount(to: storefront) }
    }

    private mutating func moveAccount(to storefront: Storefront) {
        record(.storefront(.accountMoved(from: self.storefront, to: storefront)))
        for transaction in payments.open {
            let answer: Bool
            var timedOut = false
            switch payments.shouldContinue {
            case .noDelegate:
                record(.storefront(.continuedWithoutDelegate(transactionID: transaction.id, productID: transaction.productID,
                    storefront: storefront)))
                continue
            case .available: answer = products.shouldShow(transaction.productID, in: storefront)
            case .always: answer = true
            case .never: answer = false
            case .timeout:
                answer = false
                timedOut = true
                clock.advance(saturatingBy: 1)
            }
            record(.storefront(.shouldContinueAsked(ShouldContinueAnswer(
                transactionID: transaction.id, productID: transaction.productID, storefront: storefront,
                shouldContinue: answer, timedOut: timedOut))))
            if !answer {
                if sheet == .payment(transactionID: transaction.id) { sheet = nil }
                setState(transaction.id, .failed, error: .storeProductNotAvailable, in: storefront)
            }
        }
        self.storefront = storefront
        record(.storefront(.didChangeStorefront(storefront)))
        refreshStoreUI()
    }
}
