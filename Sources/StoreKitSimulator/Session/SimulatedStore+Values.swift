import StoreKitSim

/// The world's values as StoreKit 2's types, signed at the moment they are made.
extension SimulatedStore {
    /// What purchase(options:) returns or throws for the world's result.
    func outcome(_ result: PurchaseResult) -> PurchaseOutcome {
        switch result {
        case .success(let transaction, _): return .result(.success(verified(session.world.payments.transaction(transaction.id) ?? transaction)))
        case .userCancelled: return .result(.userCancelled)
        case .pending: return .result(.pending)
        case .threw(let error): return .threw(error)
        }
    }

    /// A transaction as VerificationResult<Transaction>, signed now.
    func verified(_ transaction: PaymentTransaction) -> VerificationResult<Transaction> {
        let signed = signer.transaction(transaction, in: session.world)
        let value = Transaction(transaction, in: session.world, signed: signed)
        return VerificationResult(value, error: session.world.storeKit2.verificationError)
    }

    /// A subscription group's Product.SubscriptionInfo.Status, signed now.
    func status(_ state: SubscriptionState) -> Product.SubscriptionInfo.Status {
        let world = session.world
        let transaction = world.payments.transaction(state.latestTransactionID)
            ?? PaymentTransaction(id: state.latestTransactionID, productID: state.productID, state: .purchased)
        let signed = signer.renewalInfo(state, in: world)
        return Product.SubscriptionInfo.Status(
            state: Product.SubscriptionInfo.RenewalState(state.status),
            transaction: verified(transaction),
            renewalInfo: VerificationResult(Product.SubscriptionInfo.RenewalInfo(state, in: world, signed: signed),
                                            error: world.storeKit2.verificationError))
    }
}
