import StoreKitSim

extension Product.SubscriptionInfo {
    /// Product.SubscriptionInfo.BillingPlanType (iOS 26.4): how an auto-renewable subscription
    /// bills. "Supporting monthly subscriptions with a 12-month commitment": `upFront` "is the
    /// default for standard auto-renewable subscriptions. The subscription bills in full, up front,
    /// for the billing period"; `monthly` "applies only to monthly subscriptions with a 12-month
    /// commitment". Signed data carries it as BILLED_UPFRONT or MONTHLY.
    ///
    /// Differs from StoreKit: the raw values (`up-front`, `monthly`, the words `purchase
    /// --billing-plan` takes) are the tool's; Apple's pages give the type a String raw value and
    /// do not say what it is (UNCONFIRMED).
    public struct BillingPlanType: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let monthly = BillingPlanType(rawValue: BillingPlan.monthly.rawValue)
        public static let upFront = BillingPlanType(rawValue: BillingPlan.upFront.rawValue)

        /// The type a signed payload names: "MONTHLY" or "BILLED_UPFRONT" (billingPlanType,
        /// renewalBillingPlanType, commitmentRenewalBillingPlanType); nil for anything else.
        init?(payloadValue: String) {
            guard let plan = BillingPlan.allCases.first(where: { $0.payloadValue == payloadValue }) else { return nil }
            self.init(rawValue: plan.rawValue)
        }
    }
}
