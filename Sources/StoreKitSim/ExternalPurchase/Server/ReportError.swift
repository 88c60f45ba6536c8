/// One entry of a SendReportErrorResponse: the rule a report breaks, and the line item it is
/// about (Apple's External Purchase Server API). Apple's error name and field name come from the rule; the
/// numeric errorCode values are UNCONFIRMED, so the name stands in for them.
public struct ReportError: Sendable, Hashable {
    public var problem: ReportProblem
    public var lineItemId: String?

    public init(_ problem: ReportProblem, line: String? = nil) {
        self.problem = problem
        self.lineItemId = line
    }

    /// Apple's error name, e.g. `IncorrectAmountTaxInclusive`.
    public var name: String { problem.name }
    /// The field the error is about.
    public var field: ReportField { problem.field }
}

/// A rule of the External Purchase Server API that a report breaks, with the values involved
/// (Apple's External Purchase Server API.4). Dates are as the report carries them (UNIX milliseconds) unless
/// named in seconds; amounts are milli-units.
public enum ReportProblem: Sendable, Hashable {
    // The report.
    /// No token has this externalPurchaseId.
    case tokenNotFound(externalPurchaseId: String)
    /// A sandbox token sent to the production server.
    case sandboxTokenInProduction
    /// The requestIdentifier was already accepted.
    case duplicateRequest(String)
    /// LINE_ITEM without line items.
    case missingLineItems
    /// NO_LINE_ITEM or UNRECOGNIZED_TOKEN with line items.
    case lineItemsNotAllowed(ReportStatus)
    /// The token (by handle) was reported LINE_ITEM and cannot go back to this status.
    case statusRegression(token: String, to: ReportStatus)
    /// The token (by handle) was already reported with this status.
    case duplicateStatus(token: String, ReportStatus)

    // Every line item.
    case lineItemIdUsed(String)
    /// eventType is neither BUY nor REFUND.
    case unknownEventType(String)
    /// creationDate (milliseconds since 1970, as the report gives it) is after now.
    case futureDate(creationDate: Int64, now: VirtualInstant)
    /// An amount or currency every line item needs.
    case requiredFieldMissing(ReportField)
    case negativeAmount(ReportField, Int64)
    /// amountTaxInclusive is not amountTaxExclusive + taxAmount (`sum`).
    case incorrectTaxInclusive(inclusive: Int64, exclusive: Int64, tax: Int64, sum: Int64)
    case unknownCurrency(ReportField, String)
    case unknownTaxCountry(String)
    /// An exchange rate while both currencies are this one.
    case exchangeRateNotAllowed(currency: String)
    /// Two different currencies without an exchange rate.
    case exchangeRateMissing(pricing: String, reporting: String)
    case erroneousNotRestatement

    // A BUY.
    /// productType, productIdentifier or quantity is missing.
    case buyFieldMissing(ReportField)
    case quantityNotPositive(Int)
    /// A BUY's net amount differs from its tax-exclusive amount.
    case buyNetAmount(exclusive: Int64, net: Int64)
    /// Made outside the token's active period.
    case outsideTokenPeriod(date: VirtualInstant, token: CustomLinkToken)
    case unknownProductType(String)
    /// subscriptionEvent or referenceLineItemId on a ONE_TIME_BUY.
    case notInOneTimeBuy(ReportField)
    case subscriptionEventMissing
    case unknownSubscriptionEvent(String)
    case startAfterEnd
    case startWithPaidDays(Int)
    case startWithReference
    case subscriptionPaymentNotPositive
    /// The referenced line item (by id) is not a SUBSCRIPTION_START.
    case referenceNotSubscriptionStart(String)

    // A REFUND, and references.
    case refundOfRefund(String)
    case referenceNotABuy(String)
    /// A field that must equal the referenced buy's: this line's value and the buy's.
    case differsFromReference(ReportField, mine: String?, reference: String, theirs: String?)
    /// The refunds of a buy would exceed its tax-exclusive amount.
    case refundsExceedBuy(String, exclusive: Int64)
    /// The net amount is not what is left of the buy after this refund.
    case refundNetAmount(reference: String, left: Int64, net: Int64)
    /// No referenceLineItemId: a REFUND, or a BUY with this subscription event.
    case referenceMissing(refund: Bool, subscriptionEvent: String?)
    case selfReference(String)
    case referenceNotFound(String)
    /// The referenced line item was created after this one.
    case referenceCreatedLater(String)

    /// Apple's error name (Apple's External Purchase Server API; DuplicateRequest and SandboxTokenInProduction are the
    /// simulator's own, as Apple's are not documented).
    public var name: String {
        switch self {
        case .tokenNotFound, .referenceNotFound: return "NotFound"
        case .sandboxTokenInProduction: return "SandboxTokenInProduction"
        case .duplicateRequest: return "DuplicateRequest"
        case .missingLineItems: return "MissingLineItemsForStatus"
        case .lineItemsNotAllowed: return "LineItemsNotAllowedForStatus"
        case .statusRegression: return "LineItemStatusRegression"
        case .duplicateStatus: return "DuplicateTokenStatusNotAllowed"
        case .lineItemIdUsed: return "DuplicateValue"
        case .unknownEventType, .unknownCurrency, .unknownTaxCountry, .unknownProductType, .unknownSubscriptionEvent: return "UnknownEnum"
        case .futureDate: return "FutureDate"
        case .requiredFieldMissing, .exchangeRateMissing, .buyFieldMissing, .subscriptionEventMissing, .referenceMissing: return "OmittedField"
        case .negativeAmount: return "NegativeValueNotAllowed"
        case .incorrectTaxInclusive: return "IncorrectAmountTaxInclusive"
        case .exchangeRateNotAllowed: return "ReportingCurrencyExchangeNotAllowed"
        case .erroneousNotRestatement: return "ErroneouslySubmittedNotRestatement"
        case .quantityNotPositive: return "PositiveValueRequired"
        case .buyNetAmount, .refundNetAmount: return "IncorrectNetAmount"
        case .outsideTokenPeriod: return "LineItemCreationDateOutOfRange"
        case .notInOneTimeBuy, .startWithReference: return "FieldNotAllowed"
        case .startAfterEnd: return "StartDateAfterEndDate"
        case .startWithPaidDays: return "SubscriptionStartNonZeroDaysPaidService"
        case .subscriptionPaymentNotPositive: return "InvalidTaxInclusiveAmountForSubscriptionPayment"
        case .referenceNotSubscriptionStart: return "ReferenceInvalidSubscriptionEvent"
        case .refundOfRefund: return "RefundReferencedByRefund"
        case .referenceNotABuy: return "ReferenceLineItemNotABuy"
        case .differsFromReference(let field, _, _, _):
            switch field {
            case .pricingCurrency: return "PricingCurrencyMismatch"
            case .reportingCurrency: return "ReportingCurrencyMismatch"
            case .exchangeRate: return "ExchangeRateMismatch"
            default: return "TaxCountryMismatch"
            }
        case .refundsExceedBuy: return "NetAmountMismatch"
        case .selfReference: return "SelfReference"
        case .referenceCreatedLater: return "ReferencedCreationDateIncompatible"
        }
    }

    /// The field the error names.
    public var field: ReportField {
        switch self {
        case .tokenNotFound, .sandboxTokenInProduction: return .externalPurchaseId
        case .duplicateRequest: return .requestIdentifier
        case .missingLineItems, .lineItemsNotAllowed: return .lineItems
        case .statusRegression, .duplicateStatus: return .status
        case .lineItemIdUsed: return .lineItemId
        case .unknownEventType: return .eventType
        case .futureDate, .outsideTokenPeriod, .referenceCreatedLater: return .creationDate
        case .requiredFieldMissing(let field), .negativeAmount(let field, _), .unknownCurrency(let field, _),
             .buyFieldMissing(let field), .notInOneTimeBuy(let field), .differsFromReference(let field, _, _, _):
            return field
        case .incorrectTaxInclusive, .subscriptionPaymentNotPositive: return .amountTaxInclusive
        case .unknownTaxCountry: return .taxCountry
        case .exchangeRateNotAllowed, .exchangeRateMissing: return .exchangeRate
        case .erroneousNotRestatement: return .erroneouslySubmitted
        case .quantityNotPositive: return .quantity
        case .buyNetAmount, .refundNetAmount: return .netAmountTaxExclusive
        case .unknownProductType: return .productType
        case .subscriptionEventMissing, .unknownSubscriptionEvent: return .subscriptionEvent
        case .startAfterEnd: return .subscriptionStartDate
        case .startWithPaidDays: return .subscriptionDaysOfPaidService
        case .startWithReference, .referenceNotSubscriptionStart, .refundOfRefund, .referenceNotABuy,
             .referenceMissing, .selfReference, .referenceNotFound:
            return .referenceLineItemId
        case .refundsExceedBuy: return .amountTaxExclusive
        }
    }
}
