/// `SKError.Code` in domain SKErrorDomain, by StoreKit's case names (SKError.Code in the StoreKit documentation).
///
/// Transactions fail with one of these; `fail-next` injects any of them by name.
public enum SKErrorCode: String, Sendable, CaseIterable {
    /// The codes SKTestSession's failureError accepts, as Apple's StoreKitTest header lists them;
    /// `fail-next` injects the others too, as the tool's own extension.
    public static let testSessionFailureErrors: [SKErrorCode] = [
        .unknown, .invalidOfferIdentifier, .invalidSignature, .missingOfferParams, .invalidOfferPrice,
    ]

    /// Whether SKTestSession's failureError accepts this code.
    public var isTestSessionFailureError: Bool { Self.testSessionFailureErrors.contains(self) }

    case unknown
    case clientInvalid
    case paymentCancelled
    case paymentInvalid
    case paymentNotAllowed
    case storeProductNotAvailable
    case cloudServicePermissionDenied
    case cloudServiceNetworkConnectionFailed
    case cloudServiceRevoked
    case privacyAcknowledgementRequired
    case unauthorizedRequestData
    case invalidOfferIdentifier
    case invalidSignature
    case missingOfferParams
    case invalidOfferPrice
    case overlayCancelled
    case overlayInvalidConfiguration
    case overlayTimeout
    case ineligibleForOffer
    case unsupportedPlatform
    case overlayPresentedInBackgroundScene
    /// Newer case; its raw value 21 is UNCONFIRMED (the SDK headers list 0 to 20).
    case paymentMethodBindingConfigurationRequired

    /// The integer code: 0 to 20 from the SDK headers, 21 assumed for the newest case.
    public var code: Int { SKErrorCode.allCases.firstIndex(of: self)! }
}

/// An SKError code can be the failure of a rule that decides whether a payment goes through.
extension SKErrorCode: Error {}
