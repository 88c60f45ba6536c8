import StoreKitSim

/// Reads a subscription's `billingPlans` (format 5 and later).
///
/// A BILLED_UPFRONT plan is the subscription paid each period at its displayPrice. A MONTHLY plan
/// with its displayPrice (a yearly commitment paid month by month, "Supporting monthly
/// subscriptions with a 12-month commitment") is returned, sold when a purchase asks for it. Any
/// other plan is not simulated: a note names it, and one for an up-front plan whose price differs
/// from displayPrice, so nobody believes the plan's price is charged.
enum BillingPlanReader {
    static func read(_ subscription: JSONCursor, displayPrice: String, currency: String?,
                     ledger: inout KeyLedger) throws(CatalogFileError) -> MonthlyBillingPlan? {
        var monthly: MonthlyBillingPlan?
        for plan in try subscription.member("billingPlans")?.array() ?? [] {
            try ledger.check(plan, modelled: StoreKitConfigurationReader.billingPlanKeys)
            let type = try plan.member("billingPlanType")?.string() ?? "BILLED_UPFRONT"
            var price: String?
            if let cursor = try plan.member("displayPrice") {
                let text = try cursor.string()
                if let problem = PriceText.problem(text) { throw cursor.error(problem) }
                price = text
            }
            var commitmentPrice: String?
            if let commitment = try plan.member("commitmentDisplayPrice") {
                let text = try commitment.string()
                if let problem = PriceText.problem(text) { throw commitment.error(problem) }
                commitmentPrice = text
            }
            if try plan.member("isEnabled")?.bool() == false { continue }
            if type == "MONTHLY", let price {
                // Sold when a purchase asks for it ('buy ID --billing-plan monthly').
                monthly = MonthlyBillingPlan(price: price, commitmentPrice: commitmentPrice)
            } else if type != "BILLED_UPFRONT" {
                ledger.notes.append("""
                    \(plan.file): \(plan.path): a \(type) billing plan\(price.map { " (\($0) each payment)" } ?? "") is not simulated; the \
                    subscription is sold at its displayPrice \(displayPrice)
                    """)
            } else if let price, Price(parsing: price, currency: currency ?? "USD") != Price(parsing: displayPrice, currency: currency ?? "USD") {
                ledger.notes.append("""
                    \(plan.file): \(plan.path): the up-front plan's price \(price) differs from displayPrice \(displayPrice); the subscription is \
                    sold at \(displayPrice)
                    """)
            }
        }
        return monthly
    }
}
