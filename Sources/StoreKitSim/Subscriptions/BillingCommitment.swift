/// How an auto-renewable subscription is paid (Product.SubscriptionInfo.BillingPlanType, iOS
/// 26.4; "billingPlanType" of JWSTransactionDecodedPayload): each period up front, or monthly
/// through a 12-month commitment ("Supporting monthly subscriptions with a 12-month commitment").
public enum BillingPlan: String, Sendable, Hashable, CaseIterable {
    case upFront = "up-front"
    case monthly

    /// BillingPlanType's value in signed data: BILLED_UPFRONT or MONTHLY.
    public var payloadValue: String { self == .monthly ? "MONTHLY" : "BILLED_UPFRONT" }
}

/// A subscription's MONTHLY billing plan as App Store Connect (or a .storekit file's
/// `billingPlans`) sets it: the price of each monthly payment and the commitment's total, in the
/// product's currency.
public struct MonthlyBillingPlan: Sendable, Hashable {
    /// Each monthly payment (the plan's `displayPrice`).
    public var price: String
    /// The total over the commitment (the plan's `commitmentDisplayPrice`), if the file gives it.
    public var commitmentPrice: String?

    public init(price: String, commitmentPrice: String? = nil) {
        self.price = price
        self.commitmentPrice = commitmentPrice
    }
}

/// Where a monthly plan's commitment stands at one charge ("Managing the life cycle of monthly
/// subscriptions with a 12-month commitment"; TransactionCommitmentInfo of the App Store Server
/// API): twelve monthly billing periods, each charged at the plan's monthly price, and the date
/// the commitment ends.
public struct BillingCommitment: Sendable, Hashable {
    /// totalBillingPeriods: a 12-month commitment billed monthly.
    public static let totalBillingPeriods = 12
    /// Product.SubscriptionInfo.BillingPlanType is iOS 26.4 and later.
    public static let firstOS = OSVersion(26, 4)
    /// "Supporting monthly subscriptions with a 12-month commitment": not offered in the United
    /// States and Singapore.
    public static let excludedStorefronts: Set<String> = ["USA", "SGP"]

    /// billingPeriodNumber: which of the twelve monthly periods this charge pays for, 1 to 12.
    public var billingPeriodNumber = 1
    /// commitmentExpiresDate: the end of the twelfth monthly billing period.
    public var expiresDate = VirtualInstant(seconds: 0)
    /// Each monthly payment, in the storefront's currency.
    public var monthlyPrice: Price
    /// commitmentPrice: the commitment's total (UNCONFIRMED: Apple's field page gives no worked
    /// example; the tool signs the plan's commitmentDisplayPrice, else twelve monthly payments).
    public var commitmentPrice: Price?

    public init(monthlyPrice: Price, commitmentPrice: Price?) {
        self.monthlyPrice = monthlyPrice
        self.commitmentPrice = commitmentPrice
    }

    /// Whether this charge is the commitment's last monthly payment.
    public var isLastPeriod: Bool { billingPeriodNumber >= Self.totalBillingPeriods }
}
