/// The StoreKit calls a test can make fail, as StoreKitTest's FailableStoreKitAPI names them
/// (SKTestSession.setSimulatedError(_:forAPI:)).
public enum StoreKitAPI: String, Sendable, Hashable, CaseIterable {
    case loadProducts
    case purchase
    case subscriptionStatus
    case appTransaction
    case appStoreSync
    case refundRequest
    case manageSubscriptions
    case offerCodeRedeem
    case verification

    /// Whether a simulated error of this kind is one this API can fail with (SKTestFailures:
    /// each API takes StoreKitError, purchase also Product.PurchaseError, refund requests also
    /// Transaction.RefundRequestError, verification only VerificationResult.VerificationError).
    public func accepts(_ error: SimulatedError) -> Bool {
        switch (self, error) {
        case (.verification, .verification): return true
        case (.verification, _), (_, .verification): return false
        case (.purchase, .purchase): return true
        case (.refundRequest, .refundRequest): return true
        case (_, .storeKit): return true
        default: return false
        }
    }
}

/// StoreKitError's cases ("StoreKitError"); networkError and systemError carry an underlying
/// error in StoreKit, named here without it.
public enum StoreKitErrorCase: String, Sendable, Hashable, CaseIterable {
    case unknown
    case userCancelled
    case networkError
    case systemError
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}

/// Product.PurchaseError's cases ("Product.PurchaseError"), as the world names them. The
/// StoreKitSimulator library's own `Product.PurchaseError` lists the same cases plus a hidden
/// one that makes a client's `switch` need a default, as Apple's enum does, and is made from
/// this case by case (an exhaustive switch, so a new case here fails to compile there).
public enum PurchaseErrorCase: String, Error, Sendable, Hashable, CaseIterable {
    case invalidQuantity
    case productUnavailable
    case purchaseNotAllowed
    case ineligibleForOffer
    case invalidOfferIdentifier
    case invalidOfferPrice
    case invalidOfferSignature
    case missingOfferParameters
}

/// VerificationResult.VerificationError's cases ("VerificationResult.VerificationError"). An
/// `Error`, so StoreKitSimulator throws it as its `VerificationError` rather than mirroring it.
public enum VerificationErrorCase: String, Error, Sendable, Hashable, CaseIterable {
    case invalidCertificateChain
    case invalidDeviceVerification
    case invalidEncoding
    case invalidSignature
    case missingRequiredProperties
    case revokedCertificate
}

/// Transaction.RefundRequestError's cases ("Transaction.RefundRequestError").
public enum RefundRequestErrorCase: String, Sendable, Hashable, CaseIterable {
    case duplicateRequest
    case failed
}

/// An error a StoreKit 2 call throws (or, for verification, the error an unverified result carries).
public enum SimulatedError: Sendable, Hashable {
    case storeKit(StoreKitErrorCase)
    case purchase(PurchaseErrorCase)
    case verification(VerificationErrorCase)
    case refundRequest(RefundRequestErrorCase)

    /// Every error, in the order StoreKit's enumerations list them.
    public static var all: [SimulatedError] {
        StoreKitErrorCase.allCases.map(SimulatedError.storeKit) + PurchaseErrorCase.allCases.map(SimulatedError.purchase)
            + VerificationErrorCase.allCases.map(SimulatedError.verification) + RefundRequestErrorCase.allCases.map(SimulatedError.refundRequest)
    }

    /// What StoreKit throws instead of an SKError for a StoreKit 2 purchase that failed in the queue
    /// (UNCONFIRMED mapping: Apple documents each error separately, not the correspondence).
    public init(purchaseFailure code: SKErrorCode) {
        switch code {
        case .paymentNotAllowed: self = .purchase(.purchaseNotAllowed)
        case .storeProductNotAvailable: self = .purchase(.productUnavailable)
        case .invalidOfferIdentifier: self = .purchase(.invalidOfferIdentifier)
        case .invalidOfferPrice: self = .purchase(.invalidOfferPrice)
        case .invalidSignature: self = .purchase(.invalidOfferSignature)
        case .missingOfferParams: self = .purchase(.missingOfferParameters)
        case .ineligibleForOffer: self = .purchase(.ineligibleForOffer)
        case .cloudServiceNetworkConnectionFailed: self = .storeKit(.networkError)
        case .paymentCancelled, .overlayCancelled: self = .storeKit(.userCancelled)
        default: self = .storeKit(.unknown)
        }
    }
}
