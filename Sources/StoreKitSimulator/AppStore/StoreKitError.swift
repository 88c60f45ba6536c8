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

/// The underlying error of a simulated network or system failure.
public struct SimulatedFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
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
