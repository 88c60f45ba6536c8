import Foundation
import StoreKitSim

/// StoreKitError: the errors every StoreKit 2 call can throw.
///
/// Differs from StoreKit: `networkError` and `systemError` carry a `SimulatedFailure` rather
/// than a URLError or the system's error (the simulated App Store has no network).
public enum StoreKitError: Error, Sendable, Hashable {
    case unknown
    case userCancelled
    case networkError(SimulatedFailure)
    case systemError(SimulatedFailure)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}

extension StoreKitError: LocalizedError {
    /// StoreKitError.errorDescription, in English (UNCONFIRMED: Apple's wording is localized by the system).
    public var errorDescription: String? {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .userCancelled: return "The user cancelled the request."
        case .networkError(let failure): return "A network error occurred: \(failure.description)."
        case .systemError(let failure): return "A system error occurred: \(failure.description)."
        case .notAvailableInStorefront: return "The product is not available in the current storefront."
        case .notEntitled: return "The app is not entitled to use this feature."
        case .unsupported: return "The request is not supported."
        }
    }
}

/// The underlying error of a simulated network or system failure; tests make one to build
/// `StoreKitError.networkError(_:)` and `systemError(_:)` as with Apple's StoreKit.
public struct SimulatedFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
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
            case .networkError: return StoreKitError.networkError(SimulatedFailure(description: "simulated network error"))
            case .systemError: return StoreKitError.systemError(SimulatedFailure(description: "simulated system error"))
            case .notAvailableInStorefront: return StoreKitError.notAvailableInStorefront
            case .notEntitled: return StoreKitError.notEntitled
            case .unsupported: return StoreKitError.unsupported
            }
        case .purchase(let error): return error
        case .verification(let error): return error
        case .refundRequest(let error):
            return error == .duplicateRequest ? Transaction.RefundRequestError.duplicateRequest : Transaction.RefundRequestError.failed
        }
    }
}
