import Foundation
import StoreKitSim

extension Product {
    /// Product.PurchaseError ("Product.PurchaseError"): why `purchase(options:)` failed, with
    /// Apple's cases. Non-exhaustive as Apple's: a `switch` over it needs `default` or
    /// `@unknown default` (see `StoreKitError`). Tests build one as with Apple's StoreKit:
    /// `Product.PurchaseError.purchaseNotAllowed`. The raw value is the case's name (the command
    /// language's `simulate-error` word).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum PurchaseError: String, Error, Sendable, Hashable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
        #if hasAttribute(nonexhaustive)
        /// Never thrown, and unavailable: a `switch` need not name it, but its `default` covers it, so
        /// a client's `default` is not "never executed" (see `StoreKitError`).
        @available(*, unavailable) case _nonExhaustive
        #else
        /// Before Swift 6.2.3: never thrown; it makes a client's `switch` need a default.
        case _nonExhaustive
        #endif

        init(_ error: PurchaseErrorCase) {
            switch error {
            case .invalidQuantity: self = .invalidQuantity
            case .productUnavailable: self = .productUnavailable
            case .purchaseNotAllowed: self = .purchaseNotAllowed
            case .ineligibleForOffer: self = .ineligibleForOffer
            case .invalidOfferIdentifier: self = .invalidOfferIdentifier
            case .invalidOfferPrice: self = .invalidOfferPrice
            case .invalidOfferSignature: self = .invalidOfferSignature
            case .missingOfferParameters: self = .missingOfferParameters
            }
        }
    }
}

extension Product.PurchaseError: LocalizedError {
    /// Product.PurchaseError.errorDescription, in English. UNCONFIRMED: Apple's wording is
    /// localized by the system and not published; each follows the case's description on its
    /// page ("Product.PurchaseError.invalidQuantity", …).
    public var errorDescription: String? {
        switch self {
        case .invalidQuantity: return "The quantity of the purchase is not valid."
        case .productUnavailable: return "The product is not available."
        case .purchaseNotAllowed: return "This device or account is not allowed to make purchases."
        case .ineligibleForOffer: return "The customer is not eligible for the offer."
        case .invalidOfferIdentifier: return "The offer identifier is not valid."
        case .invalidOfferPrice: return "The price of the offer is not valid."
        case .invalidOfferSignature: return "The signature of the offer is not valid."
        case .missingOfferParameters: return "The offer is missing parameters."
        #if !hasAttribute(nonexhaustive)
        case ._nonExhaustive: return nil
        #endif
        }
    }
}
