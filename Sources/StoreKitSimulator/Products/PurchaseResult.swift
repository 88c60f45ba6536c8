extension Product {
    /// Product.PurchaseResult ("Product.PurchaseResult"): how `purchase(options:)` ended.
    ///
    /// Non-exhaustive as Apple's: a `switch` over it needs `default` (as Apple's sample store
    /// writes it); the hidden case `_nonExhaustive` is never returned (see `StoreKitError` for why
    /// a hidden case, and why `@unknown default` warns).
    public enum PurchaseResult: Sendable, Hashable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        /// Ask to Buy: the transaction comes through `Transaction.updates` once approved.
        case pending
        /// Never returned: it makes a client's `switch` need a default, as Apple's enum does.
        case _nonExhaustive
    }
}
