/// The fields of an ExternalPurchaseReport and its line items, by Apple's JSON names
/// (Apple's External Purchase Server API): what a SendReportErrorResponse's fieldName names.
public enum ReportField: String, Sendable, CaseIterable, Hashable {
    case externalPurchaseId, requestIdentifier, status, lineItems
    case lineItemId, creationDate, eventType, productType, productIdentifier, quantity
    case amountTaxInclusive, amountTaxExclusive, taxAmount, netAmountTaxExclusive
    case taxCountry, pricingCurrency, reportingCurrency, exchangeRate
    case subscriptionEvent, subscriptionStartDate, subscriptionEndDate, subscriptionDaysOfPaidService
    case referenceLineItemId, erroneouslySubmitted, restatement
}
