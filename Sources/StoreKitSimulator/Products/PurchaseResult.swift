extension Product {
    /// Product.PurchaseResult ("Product.PurchaseResult"): how `purchase(options:)` ended.
    ///
    /// Non-exhaustive as Apple's: a `switch` over it needs `default` (as Apple's sample store
    /// writes it) or `@unknown default`, and compiles clean with either (see `StoreKitError`).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum PurchaseResult: Sendable, Hashable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        /// Ask to Buy: the transaction comes through `Transaction.updates` once approved.
        case pending
        #if hasAttribute(nonexhaustive)
        /// Never returned, and unavailable: a `switch` need not name it, but its `default` covers it, so
        /// a client's `default` is not "never executed" (see `StoreKitError`).
        @available(*, unavailable) case _nonExhaustive
        #else
        /// Before Swift 6.2.3: never returned; it makes a client's `switch` need a default.
        case _nonExhaustive
        #endif
    }
}
