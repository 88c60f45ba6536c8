/// The rules for one line item of a report (Apple's External Purchase Server API): required fields,
/// tax arithmetic, currencies, dates, subscription events and refunds against their buys.
///
/// Amounts come from the developer's input, so every sum is checked: one that does not fit in 64
/// bits throws `ServerError.amountOverflow` instead of trapping.
struct LineItemRules {
    let item: ReportLineItem
    let token: CustomLinkToken
    let now: VirtualInstant
    let server: ExternalPurchaseServer
    let earlierInReport: [String: ReportLineItem]

    static let productTypes = ["ONE_TIME_BUY", "SUBSCRIPTION"]
    static let subscriptionEvents = ["SUBSCRIPTION_START", "RENEWAL", "SUBSCRIPTION_CHANGE", "SUBSCRIPTION_PAYMENT"]

    func error(_ problem: ReportProblem) -> ReportError {
        ReportError(problem, line: item.lineItemId)
    }

    func errors() throws(ServerError) -> [ReportError] {
        var errors: [ReportError] = []
        if earlierInReport[item.lineItemId] != nil || server.storedLineItem(item.lineItemId) != nil {
            errors.append(error(.lineItemIdUsed(item.lineItemId)))
        }
        guard item.isBuy || item.isRefund else {
            return errors + [error(.unknownEventType(item.eventType))]
        }
        if item.creationDate > now.milliseconds {
            errors.append(error(.futureDate(creationDate: item.creationDate, now: now)))
        }
        errors += try amounts()
        errors += currencies()
        if let country = item.taxCountry, Storefront.resolve(country)?.countryCode != country {
            errors.append(error(.unknownTaxCountry(country)))
        }
        if item.erroneouslySubmitted == true, item.restatement != true {
            errors.append(error(.erroneousNotRestatement))
        }
        errors += try item.isBuy ? buyRules() : refundRules()
        return errors
    }

    /// Tax arithmetic and signs: tax-inclusive = tax-exclusive + tax (Apple's External Purchase Server API).
    func amounts() throws(ServerError) -> [ReportError] {
        var errors: [ReportError] = []
        let named: [(ReportField, Int64?)] = [(.amountTaxInclusive, item.amountTaxInclusive), (.amountTaxExclusive, item.amountTaxExclusive),
                                              (.taxAmount, item.taxAmount), (.netAmountTaxExclusive, item.netAmountTaxExclusive)]
        for (field, value) in named {
            guard let value else { errors.append(error(.requiredFieldMissing(field))); continue }
            if value < 0 { errors.append(error(.negativeAmount(field, value))) }
        }
        if let incl = item.amountTaxInclusive, let excl = item.amountTaxExclusive, let tax = item.taxAmount {
            let (sum, overflow) = excl.addingReportingOverflow(tax)
            if overflow { throw .amountOverflow(lineItemId: item.lineItemId, .taxInclusive) }
            if incl != sum { errors.append(error(.incorrectTaxInclusive(inclusive: incl, exclusive: excl, tax: tax, sum: sum))) }
        }
        return errors
    }

    /// Currencies: both present, ISO-like, and an exchange rate exactly when they differ.
    func currencies() -> [ReportError] {
        var errors: [ReportError] = []
        for (field, value) in [(ReportField.pricingCurrency, item.pricingCurrency), (.reportingCurrency, item.reportingCurrency)] {
            guard let value else { errors.append(error(.requiredFieldMissing(field))); continue }
            if value.count != 3 || !value.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                errors.append(error(.unknownCurrency(field, value)))
            }
        }
        if let pricing = item.pricingCurrency, let reporting = item.reportingCurrency {
            if pricing == reporting, item.exchangeRate != nil {
                errors.append(error(.exchangeRateNotAllowed(currency: pricing)))
            } else if pricing != reporting, item.exchangeRate == nil {
                errors.append(error(.exchangeRateMissing(pricing: pricing, reporting: reporting)))
            }
        }
        return errors
    }
}
