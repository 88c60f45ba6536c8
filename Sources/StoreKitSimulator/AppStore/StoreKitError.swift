import Foundation
import StoreKitSim

/// StoreKitError ("StoreKitError"): the errors every StoreKit 2 call can throw, with Apple's cases
/// and payloads: `networkError(URLError)` and `systemError(any Error)`. A test builds one as with
/// Apple's StoreKit: `StoreKitError.networkError(URLError(.notConnectedToInternet))`.
///
/// Non-exhaustive as Apple's (a resilient enum in Apple's SDK): a `switch` over it needs a
/// default. Outside Apple's SDK only library evolution makes an enum non-frozen, and it warns on
/// every import on Linux, so the hidden case `_nonExhaustive` (never thrown) keeps a switch of only
/// the known cases from compiling, as Swift 6 language mode treats Apple's. End a switch in
/// `default` (Apple's sample does): `@unknown default` compiles with a warning here; see
/// docs/app-tests.md ("Non-exhaustive like Apple's").
///
/// Differs from StoreKit: Equatable (so `#expect(throws: StoreKitError.unknown)` works):
/// `networkError`s are equal by URLError code, `systemError`s by their description.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    /// StoreKitError.networkError(_:): "A network error occurred."
    case networkError(URLError)
    /// StoreKitError.systemError(_:): "A system error occurred."
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
    /// Never thrown: it makes a client's `switch` need a default, as Apple's enum does.
    case _nonExhaustive
}

extension StoreKitError: Equatable {
    public static func == (lhs: StoreKitError, rhs: StoreKitError) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.userCancelled, .userCancelled), (.notAvailableInStorefront, .notAvailableInStorefront),
             (.notEntitled, .notEntitled), (.unsupported, .unsupported), (._nonExhaustive, ._nonExhaustive):
            return true
        case (.networkError(let a), .networkError(let b)): return a.code == b.code
        case (.systemError(let a), .systemError(let b)): return String(describing: a) == String(describing: b)
        default: return false
        }
    }
}

extension StoreKitError: LocalizedError {
    /// StoreKitError.errorDescription, in English (UNCONFIRMED: Apple's wording is localized by the
    /// system and not published; these follow the case descriptions of "StoreKitError").
    public var errorDescription: String? {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .userCancelled: return "The user cancelled the request."
        case .networkError(let error): return "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): return "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: return "The product is not available in the current storefront."
        case .notEntitled: return "The app is not entitled to use this feature."
        case .unsupported: return "The request is not supported."
        case ._nonExhaustive: return nil
        }
    }
}

/// The underlying error of a simulated system failure (`StoreKitError.systemError(_:)`), as
/// `simulate-error API systemError` throws it; tests may pass any error of their own instead.
public struct SimulatedFailure: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    public let description: String
    public init(description: String) { self.description = description }
    public var errorDescription: String? { description }
}

extension Transaction {
    /// Transaction.RefundRequestError.
    public enum RefundRequestError: Error, Sendable, Hashable {
        case duplicateRequest
        case failed
    }
}

extension SimulatedError {
    /// The Swift error StoreKit throws for this simulated error.
    var thrown: any Error {
        switch self {
        case .storeKit(let error):
            switch error {
            case .unknown: return StoreKitError.unknown
            case .userCancelled: return StoreKitError.userCancelled
            // A device with no connection: the network error StoreKit reports most often ("Handling errors").
            case .networkError: return StoreKitError.networkError(URLError(.notConnectedToInternet))
            case .systemError: return StoreKitError.systemError(SimulatedFailure(description: "simulated system error"))
            case .notAvailableInStorefront: return StoreKitError.notAvailableInStorefront
            case .notEntitled: return StoreKitError.notEntitled
            case .unsupported: return StoreKitError.unsupported
            }
        case .purchase(let error): return Product.PurchaseError(error)
        case .verification(let error): return error
        case .refundRequest(let error):
            return error == .duplicateRequest ? Transaction.RefundRequestError.duplicateRequest : Transaction.RefundRequestError.failed
        }
    }
}
