/// The status of an ExternalPurchaseReport (Apple's External Purchase Server API).
public enum ReportStatus: String, Sendable, CaseIterable, Hashable {
    /// Transactions or corrections: needs line items.
    case lineItem = "LINE_ITEM"
    /// The token produced no successful transaction: no line items.
    case noLineItem = "NO_LINE_ITEM"
    /// A token first learned of from an App Store Server Notification and never recorded.
    case unrecognizedToken = "UNRECOGNIZED_TOKEN"
}

/// One report body, as the External Purchase Server API's Send endpoint takes it (Apple's External Purchase Server API).
public struct ExternalPurchaseReport: Sendable, Hashable {
    public var requestIdentifier: String
    public var externalPurchaseId: String
    public var status: ReportStatus
    public var lineItems: [ReportLineItem]

    public init(requestIdentifier: String, externalPurchaseId: String, status: ReportStatus, lineItems: [ReportLineItem] = []) {
        self.requestIdentifier = requestIdentifier
        self.externalPurchaseId = externalPurchaseId
        self.status = status
        self.lineItems = lineItems
    }
}

/// One transaction line (Apple's External Purchase Server API). Amounts are milli-units of the currency; dates are UNIX ms.
/// Enumerated fields stay text, so an unknown value reaches the server's UnknownEnum rule as it
/// would in JSON.
public struct ReportLineItem: Sendable, Hashable {
    public var lineItemId: String
    public var creationDate: Int64
    /// BUY or REFUND.
    public var eventType: String
    /// ONE_TIME_BUY or SUBSCRIPTION.
    public var productType: String?
    public var productIdentifier: String?
    public var quantity: Int?
    public var amountTaxInclusive: Int64?
    public var amountTaxExclusive: Int64?
    public var taxAmount: Int64?
    public var netAmountTaxExclusive: Int64?
    /// Alpha-3.
    public var taxCountry: String?
    public var pricingCurrency: String?
    public var reportingCurrency: String?
    /// Decimal text; only when the two currencies differ.
    public var exchangeRate: String?
    /// SUBSCRIPTION_START, RENEWAL, SUBSCRIPTION_CHANGE or SUBSCRIPTION_PAYMENT.
    public var subscriptionEvent: String?
    public var subscriptionStartDate: Int64?
    public var subscriptionEndDate: Int64?
    public var subscriptionDaysOfPaidService: Int?
    public var referenceLineItemId: String?
    public var erroneouslySubmitted: Bool?
    public var restatement: Bool?

    public init(lineItemId: String, creationDate: Int64, eventType: String) {
        self.lineItemId = lineItemId
        self.creationDate = creationDate
        self.eventType = eventType
    }

    public var isBuy: Bool { eventType == "BUY" }
    public var isRefund: Bool { eventType == "REFUND" }
}
