import StoreKitSim

/// The payloads of StoreKit 2's signed data, with the field names and JSON types the App Store
/// Server API documents ("JWSTransactionDecodedPayload", "JWSRenewalInfoDecodedPayload",
/// "AppTransaction"): dates in milliseconds since 1970, prices in milliunits, the environment
/// `signing environment` chose. Public so that everything that signs (the commands, App Store
/// Server Notifications, the App Store Server API, the StoreKit 2 library) builds the same payloads
/// from the world alone.
public enum SignedPayloads {
    /// "appTransactionId": one per customer and app, the same in the app transaction, every
    /// transaction and every renewal info (App Store Server API 1.16). The world has one customer
    /// and one app.
    public static let appTransactionID = "1"

    /// The sharing family member's own "appTransactionId": "For apps that support Family Sharing,
    /// the appTransactionID is unique for each family group member" (AppTransaction.appTransactionID),
    /// and it "remains the same for the same Apple Account and app" on any device. A fixed value, so
    /// runs repeat, far from the customer's `1` and from every minted transaction id (the App Store
    /// Server API takes either where it asks for any transaction id of a customer).
    public static let familyMemberAppTransactionID = "900000000000000001"

    /// The appTransactionId of `account`'s app transaction.
    public static func appTransactionID(of account: AppleAccount) -> String {
        switch account {
        case .customer: return appTransactionID
        case .sharingFamilyMember: return familyMemberAppTransactionID
        }
    }

    /// Milliseconds since 1970 for a virtual-clock instant (the clock ends in 9999, far inside
    /// Int64): the one place an instant becomes the milliseconds of a signed payload.
    public static func milliseconds(_ instant: VirtualInstant) -> Int64 { instant.milliseconds }

    /// Transaction ids as the App Store writes them: digits (`t12` is `12`), as Transaction.id is a UInt64.
    public static func numericID(_ id: TransactionID) -> String { id.appleID }

    /// A price in milliunits of its currency ("price": 0.99 USD is 990; 120 JPY is 120000); nil if it overflows.
    public static func milliunits(_ price: Price) -> Int64? {
        var factor: Int64 = 1
        for _ in 0..<max(0, 3 - price.scale) { factor *= 10 }
        let (value, overflow) = Int64(price.minorUnits).multipliedReportingOverflow(by: factor)
        return overflow ? nil : value
    }

    /// "type": Auto-Renewable Subscription, Non-Consumable, Consumable, Non-Renewing Subscription.
    public static func type(_ type: InAppProductType?) -> String? {
        switch type {
        case .consumable?: return "Consumable"
        case .nonConsumable?: return "Non-Consumable"
        case .autoRenewable?: return "Auto-Renewable Subscription"
        case .nonRenewing?: return "Non-Renewing Subscription"
        case nil: return nil
        }
    }

    /// "offerType": 1 introductory offer, 2 promotional offer, 3 offer code, 4 win-back offer.
    public static func offerType(_ type: OfferType) -> Int64 {
        switch type {
        case .introductory: return 1
        case .promotional: return 2
        case .code: return 3
        case .winBack: return 4
        }
    }

    /// "revocationType": REFUND_FULL, REFUND_PRORATED, FAMILY_REVOKE.
    public static func revocationType(_ type: RevocationType) -> String {
        switch type {
        case .fullRefund: return "REFUND_FULL"
        case .proratedRefund: return "REFUND_PRORATED"
        case .familyRevocation: return "FAMILY_REVOKE"
        }
    }

    /// "offerDiscountType": FREE_TRIAL, PAY_AS_YOU_GO, PAY_UP_FRONT.
    public static func offerDiscountType(_ mode: OfferPaymentMode) -> String {
        switch mode {
        case .freeTrial: return "FREE_TRIAL"
        case .payAsYouGo: return "PAY_AS_YOU_GO"
        case .payUpFront: return "PAY_UP_FRONT"
        }
    }

    /// "offerPeriod": the offer's whole duration in ISO 8601, one period times their count (a
    /// month for 2 periods is P2M, as the App Store Server API's offerPeriod examples show).
    public static func offerPeriod(_ offer: SubscriptionOffer) -> String {
        SubscriptionPeriod(value: offer.period.value * offer.periods, unit: offer.period.unit).iso8601
    }
}
