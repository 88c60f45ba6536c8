import StoreKit

/// What a store's screen says after a purchase, written as apps write it: a `switch` over each
/// of StoreKit's non-exhaustive enums, once ending in `@unknown default` and once in `default`.
/// With Apple's SDK both compile without a warning and a switch with neither does not compile
/// (Swift 6 language mode). This target is built with warnings as errors (Package.swift), so a
/// warning from the simulator's enums fails the build.
public enum PurchaseMessages {
    /// The line the screen shows for a purchase's result.
    public static func message(for result: Product.PurchaseResult) -> String {
        switch result {
        case .success: return "Thank you for your purchase."
        case .userCancelled: return "Purchase cancelled."
        case .pending: return "Waiting for approval."
        @unknown default: return "The purchase did not complete."
        }
    }

    /// Whether the result leaves the customer with something to wait for.
    public static func isWaiting(_ result: Product.PurchaseResult) -> Bool {
        switch result {
        case .pending: return true
        case .success, .userCancelled: return false
        default: return false
        }
    }

    /// The line the screen shows for a StoreKit error.
    public static func message(for error: StoreKitError) -> String {
        switch error {
        case .userCancelled: return "Cancelled."
        case .networkError: return "Check your connection and try again."
        case .systemError, .unknown: return "Something went wrong."
        case .notAvailableInStorefront: return "Not available in your country or region."
        case .notEntitled, .unsupported: return "Purchases are not available."
        @unknown default: return "Something went wrong."
        }
    }

    /// Whether trying again may help.
    public static func isRetryable(_ error: StoreKitError) -> Bool {
        switch error {
        case .networkError, .systemError, .unknown: return true
        case .userCancelled, .notAvailableInStorefront, .notEntitled, .unsupported: return false
        default: return false
        }
    }

    /// The line the screen shows for a purchase error.
    public static func message(for error: Product.PurchaseError) -> String {
        switch error {
        case .purchaseNotAllowed: return "Purchases are turned off on this device."
        case .productUnavailable: return "This item is not available."
        case .invalidQuantity: return "Choose between 1 and 10."
        case .ineligibleForOffer, .invalidOfferIdentifier, .invalidOfferPrice, .invalidOfferSignature, .missingOfferParameters:
            return "This offer is not available."
        @unknown default: return "The purchase did not complete."
        }
    }

    /// Whether the error is about an offer (the screen then shows the regular price).
    public static func isAboutAnOffer(_ error: Product.PurchaseError) -> Bool {
        switch error {
        case .ineligibleForOffer, .invalidOfferIdentifier, .invalidOfferPrice, .invalidOfferSignature, .missingOfferParameters:
            return true
        case .purchaseNotAllowed, .productUnavailable, .invalidQuantity: return false
        default: return false
        }
    }
}
