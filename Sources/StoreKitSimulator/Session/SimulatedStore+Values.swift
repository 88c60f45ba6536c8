import StoreKitSim

/// The world's values as StoreKit 2's types. Each is made from a snapshot of the world as a
/// command left it; its signed payload is built when the app first reads it (`LazyJWS`).
extension SimulatedStore {
    /// The world now, to make values from (call with the lock held).
    var snapshot: WorldSnapshot { WorldSnapshot(session.world) }

    /// What purchase(options:) returns or throws for the world's result.
    func outcome(_ result: PurchaseResult) -> PurchaseOutcome {
        switch result {
        case .success(let transaction, _):
            let snapshot = self.snapshot
            return .result(.success(Self.verified(snapshot.world.payments.transaction(transaction.id) ?? transaction, in: snapshot, signer: signer)))
        case .userCancelled: return .result(.userCancelled)
        case .pending: return .result(.pending)
        case .threw(let error): return .threw(error)
        }
    }

    /// A transaction as VerificationResult<Transaction>, from the world now.
    func verified(_ transaction: PaymentTransaction) -> VerificationResult<Transaction> {
        Self.verified(transaction, in: snapshot, signer: signer)
    }

    /// A subscription group's Product.SubscriptionInfo.Status, from the world now.
    func status(_ state: SubscriptionState) -> Product.SubscriptionInfo.Status {
        Self.status(state, in: snapshot, signer: signer)
    }

    static func verified(_ transaction: PaymentTransaction, in snapshot: WorldSnapshot, signer: SignedData) -> VerificationResult<Transaction> {
        let value = Transaction(transaction, in: snapshot.world, signed: signer.transaction(transaction, in: snapshot))
        return VerificationResult(value, error: snapshot.world.storeKit2.verificationError)
    }

    static func status(_ state: SubscriptionState, in snapshot: WorldSnapshot, signer: SignedData) -> Product.SubscriptionInfo.Status {
        let world = snapshot.world
        let transaction = world.payments.transaction(state.latestTransactionID)
            ?? PaymentTransaction(id: state.latestTransactionID, productID: state.productID, state: .purchased)
        return Product.SubscriptionInfo.Status(
            state: Product.SubscriptionInfo.RenewalState(state.status),
            transaction: verified(transaction, in: snapshot, signer: signer),
            renewalInfo: VerificationResult(Product.SubscriptionInfo.RenewalInfo(state, in: world, signed: signer.renewalInfo(state, in: snapshot)),
                                            error: world.storeKit2.verificationError))
    }
}
