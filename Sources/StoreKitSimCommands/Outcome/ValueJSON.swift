import StoreKitSim
import StoreKitSimSigning

/// The JSON forms of the world's values that events carry, each in one place, with Apple's field
/// names where Apple has them: a transaction as JWSTransactionDecodedPayload names its fields
/// (https://developer.apple.com/documentation/appstoreserverapi/jwstransactiondecodedpayload), a
/// storefront as SKStorefront (`countryCode`, `identifier`), a subscription as the renewal info
/// (https://developer.apple.com/documentation/appstoreserverapi/jwsrenewalinfodecodedpayload).
/// Every key is always written (null when the value is absent), in the order given here, which
/// docs/outcome.schema.json lists.
enum ValueJSON {
    typealias Fields = [(String, ResponseJSON)]

    static func string(_ text: String?) -> ResponseJSON { text.map(ResponseJSON.string) ?? .null }
    static func integer(_ number: Int?) -> ResponseJSON { number.map { .integer(Int64($0)) } ?? .null }
    static func integer(_ number: Int64?) -> ResponseJSON { number.map(ResponseJSON.integer) ?? .null }
    /// Milliseconds since 1970, as Apple's payloads write dates.
    static func date(_ instant: VirtualInstant?) -> ResponseJSON { instant.map { .integer($0.milliseconds) } ?? .null }
    static func products(_ ids: [ProductID]) -> ResponseJSON { .array(ids.map { .string($0.rawValue) }) }

    /// A transaction named both ways: `id` as the command language names it (`t1`) and
    /// `transactionId` as Apple's payloads print it (`1`).
    static func transactionIDs(_ id: TransactionID) -> Fields {
        [("id", .string(id.rawValue)), ("transactionId", .string(SignedPayloads.numericID(id)))]
    }

    static func transaction(_ t: PaymentTransaction) -> ResponseJSON {
        let original = t.originalTransactionID ?? t.originalID ?? t.id
        return .object(transactionIDs(t.id) + [
            ("originalTransactionId", .string(SignedPayloads.numericID(original))),
            ("productId", .string(t.productID.rawValue)),
            ("quantity", integer(t.quantity)),
            ("state", .string(t.state.rawValue)),
            ("error", string(t.error?.rawValue)),
            ("purchaseDate", date(t.purchaseDate)),
            ("expiresDate", date(t.expiresDate)),
            ("revocationDate", date(t.revocationDate)),
            ("revocationReason", string(t.revocationReason?.rawValue)),
            ("inAppOwnershipType", .string(t.ownership == .familyShared ? "FAMILY_SHARED" : "PURCHASED")),
            ("isUpgraded", .bool(t.isUpgraded)),
            ("offer", offer(t.offer)),
            ("price", price(t.price)),
            ("appAccountToken", string(t.appAccountToken)),
            ("finished", .bool(t.finished)),
        ])
    }

    static func storefront(_ s: Storefront) -> ResponseJSON {
        .object([("countryCode", .string(s.countryCode)), ("identifier", .string(String(s.identifier)))])
    }

    /// A price as StoreKit shows it: the decimal amount as text (no rounding through a double)
    /// and its ISO 4217 currency.
    static func price(_ p: Price?) -> ResponseJSON {
        guard let p else { return .null }
        // `approximate` only when the price was converted with the tool's rates (Price.isApproximate).
        return .object([("amount", .string(p.amount)), ("currency", .string(p.currency))] + (p.isApproximate ? [("approximate", .bool(true))] : []))
    }

    static func period(_ p: SubscriptionPeriod) -> ResponseJSON { .string(p.iso8601) }

    static func offer(_ o: SubscriptionOffer?) -> ResponseJSON {
        guard let o else { return .null }
        return .object([("offerIdentifier", .string(o.id)), ("offerType", .string(o.type.rawValue)),
                        ("paymentMode", .string(o.paymentMode.rawValue)), ("period", period(o.period)),
                        ("periodCount", integer(o.periods))])
    }

    static func subscription(_ s: SubscriptionState) -> ResponseJSON {
        .object([
            ("subscriptionGroupIdentifier", .string(s.group)),
            ("productId", .string(s.productID.rawValue)),
            ("originalTransactionId", .string(SignedPayloads.numericID(s.originalTransactionID))),
            ("transactionId", .string(SignedPayloads.numericID(s.latestTransactionID))),
            ("id", .string(s.latestTransactionID.rawValue)),
            ("status", .string(s.status.rawValue)),
            ("willAutoRenew", .bool(s.autoRenew)),
            ("autoRenewProductId", .string((s.pendingProductID ?? s.productID).rawValue)),
            ("purchaseDate", date(s.purchaseDate)),
            ("expiresDate", date(s.expiresDate)),
            ("expirationReason", string(s.expirationReason?.rawValue)),
            ("priceIncreaseStatus", string(s.priceIncrease?.rawValue)),
            ("gracePeriodExpiresDate", date(s.gracePeriodExpiresDate)),
            ("revocationDate", date(s.revocationDate)),
            ("inAppOwnershipType", .string(s.ownership == .familyShared ? "FAMILY_SHARED" : "PURCHASED")),
            ("offer", offer(s.offer)),
            ("pendingOffer", offer(s.pendingOffer)),
        ])
    }

    static func receivedProduct(_ p: ReceivedProduct) -> ResponseJSON {
        .object([("productId", .string(p.id.rawValue)), ("displayName", .string(p.title)), ("type", .string(p.type.rawValue)),
                 ("price", price(p.price)), ("storefront", .string(p.storefront)),
                 ("subscriptionGroupIdentifier", string(p.subscriptionGroupID)), ("groupLevel", integer(p.groupLevel)),
                 ("subscriptionPeriod", string(p.subscriptionPeriod)),
                 ("introductoryPrice", p.introductoryPrice.map(discount) ?? .null), ("discounts", .array(p.discounts.map(discount)))])
    }

    /// SKProductDiscount's properties: paymentMode and type by their Swift case names,
    /// subscriptionPeriod as SKProductSubscriptionPeriod (numberOfUnits, unit).
    static func discount(_ d: ProductDiscount) -> ResponseJSON {
        let unit: String
        switch d.subscriptionPeriod.unit {
        case .day: unit = "day"
        case .week: unit = "week"
        case .month: unit = "month"
        case .year: unit = "year"
        }
        return .object([("identifier", string(d.identifier)), ("type", .string(d.type.rawValue)), ("price", price(d.price)),
                        ("paymentMode", .string(d.paymentMode.rawValue)), ("numberOfPeriods", integer(d.numberOfPeriods)),
                        ("subscriptionPeriod", .object([("numberOfUnits", integer(d.subscriptionPeriod.value)), ("unit", .string(unit))]))])
    }

    static func invalidProduct(_ p: InvalidProduct) -> ResponseJSON {
        let cause: String, countryCode: String?
        switch p.cause {
        case .unknownID: (cause, countryCode) = ("unknownID", nil)
        case .notClearedForSale: (cause, countryCode) = ("notClearedForSale", nil)
        case .notAvailableInStorefront(let code): (cause, countryCode) = ("notAvailableInStorefront", code)
        case .agreementUnsigned: (cause, countryCode) = ("agreementUnsigned", nil)
        }
        return .object([("productId", .string(p.id.rawValue)), ("cause", .string(cause)), ("countryCode", string(countryCode))])
    }

    static func mediaItem(_ m: MediaItem?) -> ResponseJSON {
        guard let m else { return .null }
        return .object([("iTunesItemIdentifier", .string(m.id)), ("title", .string(m.title)), ("isApplication", .bool(m.isApplication)),
                        ("campaignToken", .string(m.campaignToken)), ("providerToken", .string(m.providerToken))])
    }

    /// loadProduct(withParameters:)'s dictionary: a number as a JSON number when it fits one.
    static func parameters(_ p: ProductPageParameters) -> ResponseJSON {
        .object(p.sortedEntries.map { entry in
            switch entry.value {
            case .number(let digits): (entry.key, Int64(digits).map(ResponseJSON.integer) ?? .string(digits))
            case .string(let text): (entry.key, .string(text))
            }
        })
    }

    static func token(_ t: CustomLinkToken) -> ResponseJSON {
        .object([("id", .string(t.handle)), ("tokenType", .string(t.type.rawValue)), ("externalPurchaseId", .string(t.externalPurchaseId)),
                 ("appAppleId", .integer(t.appAppleId)), ("bundleId", .string(t.bundleId)),
                 ("tokenCreationDate", date(t.created)), ("tokenExpirationDate", date(t.expires)),
                 ("environment", .string(t.environment.rawValue)), ("storefront", .string(t.storefront)),
                 ("customer", .string(t.customer)), ("value", .string(t.value))])
    }

    static func report(_ r: ExternalPurchaseReport) -> ResponseJSON {
        .object([("requestIdentifier", .string(r.requestIdentifier)), ("externalPurchaseId", .string(r.externalPurchaseId)),
                 ("status", .string(r.status.rawValue)), ("lineItems", .array(r.lineItems.map(lineItem)))])
    }

    static func lineItem(_ item: ReportLineItem) -> ResponseJSON {
        .object([("lineItemId", .string(item.lineItemId)), ("creationDate", .integer(item.creationDate)), ("eventType", .string(item.eventType)),
                 ("productType", string(item.productType)), ("productIdentifier", string(item.productIdentifier)),
                 ("quantity", integer(item.quantity)), ("amountTaxInclusive", integer(item.amountTaxInclusive)),
                 ("amountTaxExclusive", integer(item.amountTaxExclusive)), ("taxAmount", integer(item.taxAmount)),
                 ("netAmountTaxExclusive", integer(item.netAmountTaxExclusive)), ("taxCountry", string(item.taxCountry)),
                 ("pricingCurrency", string(item.pricingCurrency)), ("reportingCurrency", string(item.reportingCurrency))])
    }

    /// A StoreKit 2 error by its type and case as Swift names them (`Product.PurchaseError`,
    /// `invalidQuantity`).
    static func error(_ e: SimulatedError?) -> ResponseJSON {
        guard let e else { return .null }
        let (domain, code): (String, String)
        switch e {
        case .storeKit(let c): (domain, code) = ("StoreKitError", c.rawValue)
        case .purchase(let c): (domain, code) = ("Product.PurchaseError", c.rawValue)
        case .verification(let c): (domain, code) = ("VerificationResult.VerificationError", c.rawValue)
        case .refundRequest(let c): (domain, code) = ("Transaction.RefundRequestError", c.rawValue)
        }
        return .object([("domain", .string(domain)), ("code", .string(code))])
    }

    static func message(_ m: StoreMessage) -> ResponseJSON {
        .object([("id", .string(m.id)), ("reason", .string(m.reason.rawValue)), ("productId", string(m.productID?.rawValue))])
    }
}
