import Foundation

extension Transaction {
    /// Transaction.CommitmentInfo (iOS 26.4): where one charge of a monthly subscription with a
    /// 12-month commitment stands in its commitment, read from the signed transaction's
    /// "commitmentInfo" (TransactionCommitmentInfo). "Supporting monthly subscriptions with a
    /// 12-month commitment" ("Display commitment progress"): billingPeriodNumber is "the current
    /// billing period number, for example: 2 of 12", totalBillingPeriods "the total number of
    /// periods in the commitment (12)", expirationDate "the date the full commitment ends" (use
    /// Transaction.expirationDate, not this, for access), price "the total cost of the full
    /// commitment".
    public struct CommitmentInfo: Sendable, Hashable {
        public let billingPeriodNumber: UInt64
        public let totalBillingPeriods: UInt64
        public let expirationDate: Date
        public let price: Decimal

        /// The payload's TransactionCommitmentInfo: "billingPeriodNumber", "totalBillingPeriods",
        /// "commitmentExpiresDate" (milliseconds) and "commitmentPrice" (milliunits); nil when a
        /// field is missing.
        init?(payload object: [String: Any]) {
            guard let number = PayloadNumber.integer(object["billingPeriodNumber"]), number >= 0,
                  let total = PayloadNumber.integer(object["totalBillingPeriods"]), total >= 0,
                  let expires = PayloadNumber.date(object["commitmentExpiresDate"]),
                  let price = PayloadNumber.milliunits(object["commitmentPrice"]) else { return nil }
            billingPeriodNumber = UInt64(number)
            totalBillingPeriods = UInt64(total)
            expirationDate = expires
            self.price = price
        }
    }
}
