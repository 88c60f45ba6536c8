/// The fields of an ExternalPurchaseReport and its line items, by Apple's JSON names
/// (storekit-facts.md 4.2, 4.3): what a SendReportErrorResponse's fieldName names.
public enum ReportField: String, Sendable, CaseIterable, Hashable {
    case externalPurchaseId, requestIdentifier, status, lineItems
    case lineItemId, creationDate, eventType, productType, productIdentifier, quantity
    case amountTaxInclusive, amountTaxExclusive, taxAmount, netAmountTaxExclusive
    case taxCountry, pricingCurrency, reportingCurrency, exchangeRate
    case subscriptionEvent, subscriptionStartDate, subscriptionEndDate, subscriptionDaysOfPaidService
    case referenceLineItemId, erroneouslySubmitted, restatement
}
