import Foundation
import StoreKitSim

/// StoreKitError ("StoreKitError"): the errors every StoreKit 2 call can throw, with Apple's cases
/// and payloads: `networkError(URLError)` and `systemError(any Error)`. A test builds one as with
/// Apple's StoreKit: `StoreKitError.networkError(URLError(.notConnectedToInternet))`.
///
/// Non-exhaustive as Apple's (a resilient enum in Apple's SDK): `@nonexhaustive` (SE-0487, Swift
/// 6.2.3) makes a client's `switch` need `default` or `@unknown default`, as Apple's SDK does
/// (an error in Swift 6 language mode, a warning in Swift 5), without library evolution. Alone it
/// leaves a client's `default` after every known case "never executed" (a warning: the enum's
/// layout is known); the unavailable case `_nonExhaustive`, never thrown, is what that `default`
/// covers, and being unavailable no switch needs to name it. So both endings compile clean, as
/// measured on Swift 6.3.1 in both language modes (examples/RealStores builds its switches with
/// warnings as errors). Compilers before 6.2.3 lack the attribute and get a plain hidden case: a
/// switch still needs a default, but one ending in `@unknown default` warns there. See
/// docs/app-tests.md ("Non-exhaustive like Apple's").
///
/// Differs from StoreKit: Equatable (so `#expect(throws: StoreKitError.unknown)` works):
/// `networkError`s are equal by URLError code, `systemError`s by their description.
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
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
    #if hasAttribute(nonexhaustive)
    /// Never thrown, and unavailable: a `switch` need not name it, but its `default` covers it, so
    /// a client's `default` is not "never executed" (see `StoreKitError`).
    @available(*, unavailable) case _nonExhaustive
    #else
    /// Before Swift 6.2.3: never thrown; it makes a client's `switch` need a default.
    case _nonExhaustive
    #endif
}

extension StoreKitError: Equatable {
    public static func == (lhs: StoreKitError, rhs: StoreKitError) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.userCancelled, .userCancelled), (.notAvailableInStorefront, .notAvailableInStorefront),
             (.notEntitled, .notEntitled), (.unsupported, .unsupported):
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
        #if !hasAttribute(nonexhaustive)
        case ._nonExhaustive: return nil
        #endif
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
