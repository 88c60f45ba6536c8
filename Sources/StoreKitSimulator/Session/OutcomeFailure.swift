import StoreKitSim
import StoreKitSimCommands

/// The error a StoreKit call throws when the command it ran failed: StoreKit's own error where the
/// refusal is one StoreKit makes, else `StoreKitSimulatorError.commandFailed` (a test's misuse of
/// the simulator: a storefront it does not know, a transaction that does not exist).
///
/// The refusal is read from the outcome's diagnostic code, the command layer's stable name for it.
enum OutcomeFailure {
    /// StoreKit's error for each diagnostic code StoreKit has one for.
    ///
    /// - product-not-fetched, unknown-product: Product.PurchaseError.productUnavailable ("The
    ///   product is not available in the current storefront").
    /// - bad-quantity: Product.PurchaseError.invalidQuantity (Product.PurchaseOption.quantity(_:)).
    /// - unknown-offer, unknown-offer-code: Product.PurchaseError.invalidOfferIdentifier.
    /// - not-eligible, code-ineligible: Product.PurchaseError.ineligibleForOffer.
    /// - api-needs-newer-os: StoreKitError.unsupported (UNCONFIRMED: Apple documents the option's
    ///   availability, not what an older system throws).
    static let storeKitErrors: [String: any Error & Sendable] = [
        "product-not-fetched": Product.PurchaseError.productUnavailable,
        "unknown-product": Product.PurchaseError.productUnavailable,
        "bad-quantity": Product.PurchaseError.invalidQuantity,
        "unknown-offer": Product.PurchaseError.invalidOfferIdentifier,
        "unknown-offer-code": Product.PurchaseError.invalidOfferIdentifier,
        "not-eligible": Product.PurchaseError.ineligibleForOffer,
        "code-ineligible": Product.PurchaseError.ineligibleForOffer,
        "api-needs-newer-os": StoreKitError.unsupported,
    ]

    /// What a failed outcome throws.
    static func error(of outcome: Outcome) -> any Error {
        error(command: outcome.command, diagnostic: outcome.error)
    }

    /// What a failed command throws, from the diagnostic it reported.
    static func error(command: String, diagnostic: Diagnostic?) -> any Error {
        guard let diagnostic else { return StoreKitSimulatorError.commandFailed(command: command, message: "failed") }
        return storeKitErrors[diagnostic.code] ?? StoreKitSimulatorError.commandFailed(command: command, message: diagnostic.message)
    }
}
