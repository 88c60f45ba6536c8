/// The rules for one line item of a report (storekit-facts.md 4.3, 4.4): required fields,
/// tax arithmetic, currencies, dates, subscription events and refunds against their buys.
struct LineItemRules {
    let item: ReportLineItem
    let token: CustomLinkToken
    let now: Int64
    let server: ExternalPurchaseServer
    let earlierInReport: [String: ReportLineItem]

    static let productTypes = ["ONE_TIME_BUY", "SUBSCRIPTION"]
    static let subscriptionEvents = ["SUBSCRIPTION_START", "RENEWAL", "SUBSCRIPTION_CHANGE", "SUBSCRIPTION_PAYMENT"]

    func error(_ name: String, _ field: String, _ message: String) -> ReportError {
        ReportError(name, field: field, line: item.lineItemId, message)
    }

    func errors() -> [ReportError] {
        var errors: [ReportError] = []
        if earlierInReport[item.lineItemId] != nil || server.storedLineItem(item.lineItemId) != nil {
            errors.append(error("DuplicateValue", "lineItemId", "\(item.lineItemId) is already used"))
        }
        guard item.isBuy || item.isRefund else {
            return errors + [error("UnknownEnum", "eventType", "\(item.eventType) is not BUY or REFUND")]
        }
        if item.creationDate > now * 1000 {
            errors.append(error("FutureDate", "creationDate", "\(VirtualClock.iso8601(item.creationDate / 1000)) is after now (\(VirtualClock.iso8601(now)))"))
        }
        errors += amounts()
        errors += currencies()
        if let country = item.taxCountry, Storefront.resolve(country)?.countryCode != country {
            errors.append(error("UnknownEnum", "taxCountry", "\(country) is not an alpha-3 country code"))
        }
        if item.erroneouslySubmitted == true, item.restatement != true {
            errors.append(error("ErroneouslySubmittedNotRestatement", "erroneouslySubmitted", "an erroneously submitted line must be a restatement"))
        }
        errors += item.isBuy ? buyRules() : refundRules()
        return errors
    }

    /// Tax arithmetic and signs: tax-inclusive = tax-exclusive + tax (facts 4.3).
    func amounts() -> [ReportError] {
        var errors: [ReportError] = []
        let named: [(String, Int64?)] = [("amountTaxInclusive", item.amountTaxInclusive), ("amountTaxExclusive", item.amountTaxExclusive),
                                         ("taxAmount", item.taxAmount), ("netAmountTaxExclusive", item.netAmountTaxExclusive)]
        for (field, value) in named {
            guard let value else { errors.append(error("OmittedField", field, "\(field) is required")); continue }
            if value < 0 { errors.append(error("NegativeValueNotAllowed", field, "\(value) is negative")) }
        }
        if let incl = item.amountTaxInclusive, let excl = item.amountTaxExclusive, let tax = item.taxAmount, incl != excl + tax {
            errors.append(error("IncorrectAmountTaxInclusive", "amountTaxInclusive",
                                "\(incl) is not amountTaxExclusive \(excl) + taxAmount \(tax) = \(excl + tax)"))
        }
        return errors
    }

    /// Currencies: both present, ISO-like, and an exchange rate exactly when they differ.
    func currencies() -> [ReportError] {
        var errors: [ReportError] = []
        for (field, value) in [("pricingCurrency", item.pricingCurrency), ("reportingCurrency", item.reportingCurrency)] {
            guard let value else { errors.append(error("OmittedField", field, "\(field) is required")); continue }
            if value.count != 3 || !value.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                errors.append(error("UnknownEnum", field, "\(value) is not an ISO 4217 currency code"))
            }
        }
        if let pricing = item.pricingCurrency, let reporting = item.reportingCurrency {
            if pricing == reporting, item.exchangeRate != nil {
                errors.append(error("ReportingCurrencyExchangeNotAllowed", "exchangeRate", "pricing and reporting currency are both \(pricing)"))
            } else if pricing != reporting, item.exchangeRate == nil {
                errors.append(error("OmittedField", "exchangeRate", "\(pricing) is reported in \(reporting): give the exchange rate"))
            }
        }
        return errors
    }
}
