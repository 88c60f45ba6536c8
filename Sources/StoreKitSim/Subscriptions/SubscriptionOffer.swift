/// Which kind of offer a subscription purchase used (Transaction.OfferType).
public enum OfferType: String, Sendable, Hashable, CaseIterable {
    /// Once per subscription group per customer, applied automatically to an eligible purchase.
    case introductory
    /// For existing and lapsed subscribers, with a signature the developer's server makes.
    case promotional
    /// Redeemed with an offer code in the code redemption sheet.
    case code
    /// For lapsed subscribers, to win them back.
    case winBack
}

/// How the customer pays during an offer (Product.SubscriptionOffer.PaymentMode).
public enum OfferPaymentMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing, for the offer's duration.
    case freeTrial
    /// The offer's price every period, for a number of periods.
    case payAsYouGo
    /// The offer's price once, for the whole duration.
    case payUpFront
}

/// Which customers an offer code is for, by where they stand in the offer's subscription group
/// (App Store Connect's "Set up offer codes": new, existing and expired subscribers; a .storekit
/// file's `eligibility`).
public enum OfferEligibility: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Never subscribed in the group.
    case new
    /// Subscribed in the group now (billing retry included).
    case existing
    /// Subscribed in the group before; expired or refunded now.
    case expired

    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }

    /// Where a customer with `state` in the group stands.
    public init(_ state: SubscriptionState?) {
        guard let state else { self = .new; return }
        self = state.status.isActive ? .existing : .expired
    }
}

/// A subscription offer as App Store Connect (or a .storekit file) declares it.
public struct SubscriptionOffer: Sendable, Hashable {
    /// The offer identifier (promotional, win-back), the code (offer codes), or `introductory`.
    public var id: String
    public var type: OfferType
    public var paymentMode: OfferPaymentMode
    /// One offer period (`subscriptionPeriod` of the offer).
    public var period: SubscriptionPeriod
    /// `numberOfPeriods`.
    public var periods: Int
    /// The offer's price as decimal text in the product's price currency; nil for a free trial.
    public var price: String?
    /// For offer codes: a second name a customer may type (a .storekit file's referenceName).
    public var referenceName: String?
    /// Who may redeem it (offer codes); nil: every customer.
    public var eligibility: Set<OfferEligibility>?
    /// An offer code for a consumable, non-consumable or non-renewing subscription ("Supporting
    /// offer codes in your app": offer codes "are available for all in-app purchase types"): one
    /// purchase at `price`, no period; offerDiscountType ONE_TIME. Its paymentMode is payUpFront,
    /// the one charge, and `period` is not used.
    public var oneTime = false

    public init(id: String, type: OfferType, paymentMode: OfferPaymentMode, period: SubscriptionPeriod, periods: Int = 1,
                price: String? = nil, referenceName: String? = nil, eligibility: Set<OfferEligibility>? = nil) {
        self.eligibility = eligibility
        self.id = id
        self.type = type
        self.paymentMode = paymentMode
        self.period = period
        self.periods = max(1, periods)
        self.price = price
        self.referenceName = referenceName
    }

    /// What one charge of the offer pays for: one offer period when paid as you go, else the whole
    /// offer at once (a 1-week trial of 2 periods lasts P2W; 3 months up front, P3M).
    public var billingPeriod: SubscriptionPeriod {
        paymentMode == .payAsYouGo ? period : SubscriptionPeriod(value: period.value * periods, unit: period.unit)
    }

    /// How many charges (or free periods) the offer lasts.
    public var billingPeriods: Int { paymentMode == .payAsYouGo ? periods : 1 }

    /// Whether `text` names this offer: its id, or an offer code's reference name, in any case.
    public func isNamed(_ text: String) -> Bool {
        id.lowercased() == text.lowercased() || referenceName?.lowercased() == text.lowercased()
    }
}

/// A purchase's request for a promotional or win-back offer (SKPaymentDiscount, or StoreKit 2's
/// promotionalOffer and winBackOffer purchase options).
public struct OfferRequest: Sendable, Hashable {
    /// How the app's signature for a promotional offer turned out.
    public enum Signature: String, Sendable, Hashable, CaseIterable {
        case valid
        /// Signed with the wrong key or over the wrong fields.
        case wrong
        /// The payment discount is missing its signature fields.
        case missing
    }

    public var offerID: String
    public var signature: Signature
    /// The SKPaymentDiscount's nonce (lowercased) when the older signature form carried one:
    /// the App Store takes one buy request per nonce ("Generating a signature for promotional
    /// offers"), so a second request with it is refused as a wrong signature.
    public var nonce: String?

    public init(offerID: String, signature: Signature = .valid, nonce: String? = nil) {
        self.offerID = offerID
        self.signature = signature
        self.nonce = nonce
    }
}

/// Product.PurchaseOption.introductoryOfferEligibility(compactJWS:): the developer's server's
/// signed answer whether this purchase gets the product's introductory offer ("Generating JWS to
/// sign App Store requests": allowIntroductoryOffer "determines whether the customer is eligible
/// for an introductory offer"), in place of the App Store's own once-per-group rule.
public enum IntroductoryOfferEligibility: Sendable, Hashable {
    /// A valid signature whose allowIntroductoryOffer is this value.
    case signed(allowIntroductoryOffer: Bool)
    /// A signature the App Store does not accept (another key, another product, altered, expired).
    case wrongSignature
}

/// Why an offer code could not be redeemed.
public enum OfferCodeError: Error, Sendable, Hashable {
    /// No subscription has an offer code by that name.
    case unknownCode(String)
    /// The code's product is in a group where the customer is subscribed to another product.
    case alreadySubscribed(String, SubscriptionState)
    /// The code is for other customers (its eligibility) than this one, who is `customer` in `group`.
    case ineligible(String, group: String, customer: OfferEligibility, allowed: Set<OfferEligibility>)
    /// The code's kind of offer code does not exist on the device's OS: (code, the first iOS with
    /// it, the device's iOS).
    case needsNewerOS(String, OSVersion, OSVersion)
}
