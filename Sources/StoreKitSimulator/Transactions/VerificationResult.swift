import Foundation
import StoreKitSim

/// VerificationResult: StoreKit 2's signed data with the result of checking its signature.
/// `.unverified` while `SKTestSession.setSimulatedError(_:forAPI: .verification)` is set.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// VerificationResult.VerificationError.
    public typealias VerificationError = StoreKitSimulator.VerificationError

    /// The value, or the verification error it failed with.
    public var payloadValue: SignedType {
        get throws(VerificationError) {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value whether or not it verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }

    /// The JWS compact serialization of the signed data, as `transaction jws` prints it for the
    /// same world (header with the local test chain, payload, ES256 signature).
    public var jwsRepresentation: String {
        (unsafePayloadValue as? any JWSCarrying)?.jws ?? ""
    }

    /// VerificationResult.signedDate: when the App Store signed the data (the value's virtual-clock
    /// instant when it was made).
    public var signedDate: Date {
        switch unsafePayloadValue {
        case let value as Transaction: return value.signedDate
        case let value as Product.SubscriptionInfo.RenewalInfo: return value.signedDate
        case let value as AppTransaction: return value.signedDate
        default: return Date(timeIntervalSince1970: 0)
        }
    }

    /// VerificationResult.payloadData: the signed payload's bytes (its decoded JSON, UTF-8).
    public var payloadData: Data {
        switch unsafePayloadValue {
        case let value as Transaction: return value.jsonRepresentation
        case let value as Product.SubscriptionInfo.RenewalInfo: return value.jsonRepresentation
        case let value as AppTransaction: return value.jsonRepresentation
        default: return Data()
        }
    }

    init(_ value: SignedType, error: VerificationErrorCase?) {
        self = error.map { .unverified(value, $0) } ?? .verified(value)
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// VerificationResult.VerificationError's cases: the world's, by StoreKit's names.
public typealias VerificationError = VerificationErrorCase

/// A signed value that keeps its JWS.
protocol JWSCarrying {
    var jws: String { get }
}
