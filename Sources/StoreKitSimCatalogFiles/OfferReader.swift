import StoreKitSim

/// Reads a subscription's offers from a .storekit file: `introductoryOffer`, `adHocOffers` and
/// `promotionalOffers` (promotional offers by `offerID`), `codeOffers` (offer codes by
/// `referenceName`) and `winbackOffers`.
///
/// Format 5 and later also write `introductoryOffers`, one introductory offer per billing plan:
/// the BILLED_UPFRONT one (or the first) is the introductory offer when `introductoryOffer` is
/// absent; they are checked like any offer. `eligibility` (new, existing, expired) limits who may
/// redeem an offer code ("Set up offer codes"). `billingPlanType`, `isStackable` and `internalID`
/// are read and not simulated (stacking is not modelled).
enum OfferReader {
    static let keys: Set<String> = ["displayPrice", "eligibility", "numberOfPeriods", "offerID", "paymentMode", "referenceName", "subscriptionPeriod"]
    static let notSimulated: Set<String> = ["billingPlanType", "internalID", "isStackable"]
    static let modes: [String: OfferPaymentMode] = ["free": .freeTrial, "freeTrial": .freeTrial, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront]

    static func read(_ subscription: JSONCursor, ledger: inout KeyLedger) throws(CatalogFileError) -> [SubscriptionOffer] {
        var offers: [SubscriptionOffer] = []
        if let intro = try subscription.member("introductoryOffer"), intro.value != .null {
            offers.append(try offer(intro, type: .introductory, id: "introductory", ledger: &ledger))
        }
        var perPlan: [(plan: String, offer: SubscriptionOffer)] = []
        for cursor in try subscription.member("introductoryOffers")?.array() ?? [] {
            let read = try offer(cursor, type: .introductory, id: "introductory", ledger: &ledger)
            perPlan.append((try cursor.member("billingPlanType")?.string() ?? "BILLED_UPFRONT", read))
        }
        if offers.isEmpty, let chosen = perPlan.first(where: { $0.plan == "BILLED_UPFRONT" }) ?? perPlan.first {
            offers.append(chosen.offer)
        }
        for (key, type) in [("adHocOffers", OfferType.promotional), ("promotionalOffers", .promotional), ("codeOffers", .code),
            ("winbackOffers", .winBack)] {
            for cursor in try subscription.member(key)?.array() ?? [] {
                let name = try cursor.member("referenceName")?.string()
                let offerID = try cursor.member("offerID")?.string()
                let internalID = try cursor.member("internalID")?.string()
                guard let id = (type == .code ? name ?? offerID : offerID ?? name) ?? internalID else {
                    throw cursor.error("an offer needs an offerID or a referenceName")
                }
                var read = try offer(cursor, type: type, id: id, ledger: &ledger)
                read.referenceName = name
                offers.append(read)
            }
        }
        return offers
    }

    private static func offer(_ cursor: JSONCursor, type: OfferType, id: String,
                              ledger: inout KeyLedger) throws(CatalogFileError) -> SubscriptionOffer {
        _ = try cursor.object()
        try ledger.check(cursor, modelled: keys, notSimulated: notSimulated)
        let modeCursor = try cursor.required("paymentMode")
        let modeName = try modeCursor.string()
        guard let mode = modes[modeName] else {
            throw modeCursor.error("'\(modeName)' is not a payment mode; expected free, payAsYouGo or payUpFront")
        }
        let periodCursor = try cursor.required("subscriptionPeriod")
        let periodText = try periodCursor.string()
        guard let period = SubscriptionPeriod(iso8601: periodText) else {
            throw periodCursor.error("'\(periodText)' is not an ISO 8601 period such as P1W, P1M or P1Y")
        }
        var periods = 1
        if let count = try cursor.member("numberOfPeriods") {
            guard case .number(let value) = count.value, value >= 1, value <= 100, value == value.rounded() else {
                throw count.error("'numberOfPeriods' must be a whole number from 1 to 100")
            }
            periods = Int(value)
        }
        var price: String?
        if mode != .freeTrial {
            let priceCursor = try cursor.required("displayPrice")
            let text = try priceCursor.string()
            if let problem = PriceText.problem(text) { throw priceCursor.error(problem) }
            price = text
        }
        var eligibility: Set<OfferEligibility>?
        if let list = try cursor.member("eligibility") {
            var found: Set<OfferEligibility> = []
            for item in try list.array() {
                let name = try item.string()
                guard let value = OfferEligibility(rawValue: name) else {
                    throw item.error("'\(name)' is not an offer eligibility; expected new, existing or expired")
                }
                found.insert(value)
            }
            eligibility = found
        }
        return SubscriptionOffer(id: id, type: type, paymentMode: mode, period: period, periods: periods, price: price, eligibility: eligibility)
    }
}
