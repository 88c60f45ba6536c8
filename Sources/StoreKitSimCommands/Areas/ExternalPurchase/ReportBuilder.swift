import StoreKitSim

/// Turns the `report` command's words into an ExternalPurchaseReport, filling in what the
/// simulator can: lineItemId (li1, li2, …), creationDate (now), productType ONE_TIME_BUY and
/// quantity 1 for a BUY, a BUY's net amount (its tax-exclusive amount), the tax country and
/// pricing currency of the token's storefront, and a reporting currency equal to the pricing one.
/// Everything else must be written, so the server's rules still see what the developer sent.
struct ReportBuilder {
    /// One line item as written: BUY or REFUND and its fields.
    struct Draft {
        var event: String
        var values: [ReportField: ReportFieldValue] = [:]
    }

    let token: CustomLinkToken
    let now: VirtualInstant

    /// Splits the words into line items; each starts with BUY or REFUND and names a field once.
    /// Checks every word before the server numbers anything, so a refused line takes no ids.
    static func drafts(_ words: [ReportWord]) throws(CommandError) -> [Draft] {
        var drafts: [Draft] = []
        for word in words {
            switch word {
            case .start(let event):
                drafts.append(Draft(event: event))
            case .field(let field, let value, let text):
                guard !drafts.isEmpty else {
                    throw CommandError(code: "bad-line-item", message: "'\(text)' comes before BUY or REFUND",
                                       hint: """
                                           each line item starts with BUY or REFUND: 'BUY product=com.example.gems incl=12000 excl=10000 tax=2000'
                                           """, argument: Key.reportItems.name)
                }
                guard drafts[drafts.count - 1].values[field] == nil else {
                    throw CommandError(code: "repeated-field", message: "\(field.rawValue) is given twice in one line item",
                        hint: "each field once per line item", argument: Key.reportItems.name)
                }
                drafts[drafts.count - 1].values[field] = value
            }
        }
        return drafts
    }

    /// The report body: line items numbered by the server where no id was written, and the
    /// requestIdentifier given or a new one.
    func report(_ drafts: [Draft], status: ReportStatus, request: String?, server: inout ExternalPurchaseServer) -> ExternalPurchaseReport {
        var named: Set<String> = []
        for draft in drafts { if case .text(let id)? = draft.values[.lineItemId] { named.insert(id) } }
        let items = drafts.map { item($0, server: &server, avoiding: named) }
        return ExternalPurchaseReport(requestIdentifier: request ?? server.nextRequestIdentifier(), externalPurchaseId: token.externalPurchaseId,
                                      status: status, lineItems: items)
    }

    func item(_ draft: Draft, server: inout ExternalPurchaseServer, avoiding named: Set<String>) -> ReportLineItem {
        func text(_ f: ReportField) -> String? { if case .text(let t)? = draft.values[f] { return t }; return nil }
        func int(_ f: ReportField) -> Int64? { if case .integer(let n)? = draft.values[f] { return n }; return nil }
        func bool(_ f: ReportField) -> Bool? { if case .bool(let b)? = draft.values[f] { return b }; return nil }
        let event = draft.event
        var item = ReportLineItem(lineItemId: text(.lineItemId) ?? server.nextLineItemId(avoiding: named),
                                  creationDate: int(.creationDate) ?? now.milliseconds, eventType: event)
        let storefront = Storefront.resolve(token.storefront)
        item.productType = text(.productType) ?? (event == "BUY" ? "ONE_TIME_BUY" : nil)
        item.productIdentifier = text(.productIdentifier)
        item.quantity = int(.quantity).map { Int(clamping: $0) } ?? (event == "BUY" ? 1 : nil)
        item.amountTaxInclusive = int(.amountTaxInclusive)
        item.amountTaxExclusive = int(.amountTaxExclusive)
        item.taxAmount = int(.taxAmount)
        item.netAmountTaxExclusive = int(.netAmountTaxExclusive) ?? (event == "BUY" ? item.amountTaxExclusive : nil)
        item.taxCountry = text(.taxCountry) ?? storefront?.countryCode
        item.pricingCurrency = text(.pricingCurrency) ?? storefront?.currency
        item.reportingCurrency = text(.reportingCurrency) ?? item.pricingCurrency
        item.exchangeRate = text(.exchangeRate)
        item.subscriptionEvent = text(.subscriptionEvent)
        item.subscriptionStartDate = int(.subscriptionStartDate)
        item.subscriptionEndDate = int(.subscriptionEndDate)
        item.subscriptionDaysOfPaidService = int(.subscriptionDaysOfPaidService).map { Int(clamping: $0) }
        item.referenceLineItemId = text(.referenceLineItemId)
        item.erroneouslySubmitted = bool(.erroneouslySubmitted)
        item.restatement = bool(.restatement)
        return item
    }
}
