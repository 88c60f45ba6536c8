import Foundation

extension Product.SubscriptionInfo.RenewalInfo {
    /// Product.SubscriptionInfo.RenewalInfo.CommitmentInfo (iOS 26.4): what happens when a
    /// monthly subscription's 12-month commitment ends, read from the signed renewal info's
    /// "commitmentInfo" (RenewalCommitmentInfo). "Managing the life cycle of monthly subscriptions
    /// with a 12-month commitment": willAutoRenew is "whether the subscription will renew at the
    /// end of the 12-month commitment period" (0 once the customer cancels), while
    /// RenewalInfo.willAutoRenew says whether the next billing period renews.
    public struct CommitmentInfo: Sendable, Hashable {
        public let renewalDate: Date
        public let renewalPrice: Decimal
        public let willAutoRenew: Bool
        public let autoRenewPreference: String
        public let renewalBillingPlanType: Product.SubscriptionInfo.BillingPlanType

        /// The payload's RenewalCommitmentInfo: "commitmentRenewalDate" (milliseconds),
        /// "commitmentRenewalPrice" (milliunits), "commitmentAutoRenewStatus" (1 on, 0 off),
        /// "commitmentAutoRenewProductId" and "commitmentRenewalBillingPlanType"; nil when a field
        /// is missing.
        init?(payload object: [String: Any]) {
            guard let date = PayloadNumber.date(object["commitmentRenewalDate"]),
                  let price = PayloadNumber.milliunits(object["commitmentRenewalPrice"]),
                  let status = PayloadNumber.integer(object["commitmentAutoRenewStatus"]),
                  let product = object["commitmentAutoRenewProductId"] as? String,
                  let plan = (object["commitmentRenewalBillingPlanType"] as? String)
                      .flatMap(Product.SubscriptionInfo.BillingPlanType.init(payloadValue:)) else { return nil }
            renewalDate = date
            renewalPrice = price
            willAutoRenew = status == 1
            autoRenewPreference = product
            renewalBillingPlanType = plan
        }
    }
}
