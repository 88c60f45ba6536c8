/// The `localizedDescription` StoreKit gives its value types, for a store's UI and logs. In
/// English; UNCONFIRMED: Apple's words are the system's, localized, and not published, so each
/// follows the name of the value on its documentation page.

extension Product.SubscriptionOffer.PaymentMode {
    /// Product.SubscriptionOffer.PaymentMode.localizedDescription.
    public var localizedDescription: String {
        switch self {
        case .freeTrial: return "Free Trial"
        case .payAsYouGo: return "Pay As You Go"
        case .payUpFront: return "Pay Up Front"
        default: return rawValue
        }
    }
}

extension Transaction.Offer.PaymentMode {
    /// Transaction.Offer.PaymentMode.localizedDescription.
    public var localizedDescription: String {
        switch self {
        case .freeTrial: return "Free Trial"
        case .payAsYouGo: return "Pay As You Go"
        case .payUpFront: return "Pay Up Front"
        default: return rawValue
        }
    }
}

extension Product.SubscriptionInfo.RenewalState {
    /// Product.SubscriptionInfo.RenewalState.localizedDescription.
    public var localizedDescription: String {
        switch self {
        case .subscribed: return "Subscribed"
        case .expired: return "Expired"
        case .inBillingRetryPeriod: return "In Billing Retry Period"
        case .inGracePeriod: return "In Grace Period"
        case .revoked: return "Revoked"
        default: return "Unknown"
        }
    }
}

extension Transaction.RevocationReason {
    /// Transaction.RevocationReason.localizedDescription.
    public var localizedDescription: String {
        switch self {
        case .developerIssue: return "Developer Issue"
        case .other: return "Other"
        default: return "Unknown"
        }
    }
}
