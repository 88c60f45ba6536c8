extension ExternalPurchaseReport {
    /// The request body as the Send endpoint takes it: JSON with sorted keys and no spaces,
    /// line items with only the fields they carry (Apple's External Purchase Server API). The command layer
    /// prints it so a developer can compare it with what their server sends.
    public var json: String {
        let items = lineItems.map(\.json).joined(separator: ",")
        return "{\"externalPurchaseId\":\(FlatJSON.quote(externalPurchaseId))," + (lineItems.isEmpty ? "" : "\"lineItems\":[\(items)],")
            + "\"requestIdentifier\":\(FlatJSON.quote(requestIdentifier)),\"status\":\(FlatJSON.quote(status.rawValue))}"
    }
}

extension ReportLineItem {
    /// One line item as a JSON object with sorted keys.
    public var json: String {
        var fields: [String: FlatJSON.Value] = [
            "lineItemId": .string(lineItemId), "creationDate": .number(String(creationDate)), "eventType": .string(eventType),
        ]
        func put(_ key: String, _ value: String?) { if let value { fields[key] = .string(value) } }
        func put(_ key: String, _ value: Int64?) { if let value { fields[key] = .number(String(value)) } }
        put("productType", productType)
        put("productIdentifier", productIdentifier)
        put("quantity", quantity.map(Int64.init))
        put("amountTaxInclusive", amountTaxInclusive)
        put("amountTaxExclusive", amountTaxExclusive)
        put("taxAmount", taxAmount)
        put("netAmountTaxExclusive", netAmountTaxExclusive)
        put("taxCountry", taxCountry)
        put("pricingCurrency", pricingCurrency)
        put("reportingCurrency", reportingCurrency)
        if let exchangeRate { fields["exchangeRate"] = .number(exchangeRate) }
        put("subscriptionEvent", subscriptionEvent)
        put("subscriptionStartDate", subscriptionStartDate)
        put("subscriptionEndDate", subscriptionEndDate)
        put("subscriptionDaysOfPaidService", subscriptionDaysOfPaidService.map(Int64.init))
        put("referenceLineItemId", referenceLineItemId)
        if let erroneouslySubmitted { fields["erroneouslySubmitted"] = .bool(erroneouslySubmitted) }
        if let restatement { fields["restatement"] = .bool(restatement) }
        return FlatJSON(fields).text
    }
}
