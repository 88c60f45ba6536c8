extension LineItemRules {
    /// A buy: product fields, net = tax-exclusive, made while the token was active, and the
    /// subscription rules (facts 4.3: start has 0 paid days; renewals reference the start).
    func buyRules() -> [ReportError] {
        var errors: [ReportError] = []
        for (field, present) in [("productType", item.productType != nil), ("productIdentifier", item.productIdentifier != nil), ("quantity", item.quantity != nil)] where !present {
            errors.append(error("OmittedField", field, "a BUY needs \(field)"))
        }
        if let quantity = item.quantity, quantity <= 0 { errors.append(error("PositiveValueRequired", "quantity", "\(quantity) is not positive")) }
        if let excl = item.amountTaxExclusive, let net = item.netAmountTaxExclusive, net != excl {
            errors.append(error("IncorrectNetAmount", "netAmountTaxExclusive", "a BUY's net amount is its tax-exclusive amount \(excl), not \(net)"))
        }
        let date = item.creationDate / 1000
        if !token.isActive(at: date), date <= now {
            errors.append(error("LineItemCreationDateOutOfRange", "creationDate",
                                "\(VirtualClock.iso8601(date)) is outside \(token.handle)'s active period \(VirtualClock.iso8601(token.created)) to \(VirtualClock.iso8601(token.expires))"))
        }
        guard let type = item.productType else { return errors }
        guard Self.productTypes.contains(type) else { return errors + [error("UnknownEnum", "productType", "\(type) is not ONE_TIME_BUY or SUBSCRIPTION")] }
        if type == "ONE_TIME_BUY" {
            for (field, present) in [("subscriptionEvent", item.subscriptionEvent != nil), ("referenceLineItemId", item.referenceLineItemId != nil)] where present {
                errors.append(error("FieldNotAllowed", field, "a ONE_TIME_BUY has no \(field)"))
            }
            return errors
        }
        guard let event = item.subscriptionEvent else { return errors + [error("OmittedField", "subscriptionEvent", "a SUBSCRIPTION BUY needs subscriptionEvent")] }
        guard Self.subscriptionEvents.contains(event) else { return errors + [error("UnknownEnum", "subscriptionEvent", "\(event) is not a subscription event")] }
        if let start = item.subscriptionStartDate, let end = item.subscriptionEndDate, start > end {
            errors.append(error("StartDateAfterEndDate", "subscriptionStartDate", "the subscription starts after it ends"))
        }
        if event == "SUBSCRIPTION_START" {
            if let days = item.subscriptionDaysOfPaidService, days != 0 {
                errors.append(error("SubscriptionStartNonZeroDaysPaidService", "subscriptionDaysOfPaidService", "SUBSCRIPTION_START has 0 paid days, not \(days)"))
            }
            if item.referenceLineItemId != nil { errors.append(error("FieldNotAllowed", "referenceLineItemId", "SUBSCRIPTION_START starts a subscription and references nothing")) }
            return errors
        }
        if event == "SUBSCRIPTION_PAYMENT", let incl = item.amountTaxInclusive, incl <= 0 {
            errors.append(error("InvalidTaxInclusiveAmountForSubscriptionPayment", "amountTaxInclusive", "a SUBSCRIPTION_PAYMENT must be more than 0"))
        }
        guard let reference = referenced() else { return errors + missingReference() }
        if reference.subscriptionEvent != "SUBSCRIPTION_START" {
            errors.append(error("ReferenceInvalidSubscriptionEvent", "referenceLineItemId", "\(reference.lineItemId) is not a SUBSCRIPTION_START"))
        }
        return errors + datesAgainst(reference)
    }

    /// A refund: references a buy made earlier, keeps its currencies and tax country, and its
    /// net amount is what is left of the buy after all refunds (facts 4.3: 8000 - 2000 = 6000).
    func refundRules() -> [ReportError] {
        guard let reference = referenced() else { return missingReference() }
        var errors: [ReportError] = []
        if reference.isRefund { return [error("RefundReferencedByRefund", "referenceLineItemId", "\(reference.lineItemId) is a refund; reference the BUY")] }
        if !reference.isBuy { return [error("ReferenceLineItemNotABuy", "referenceLineItemId", "\(reference.lineItemId) is not a BUY")] }
        errors += datesAgainst(reference)
        for (name, field, mine, theirs) in [("PricingCurrencyMismatch", "pricingCurrency", item.pricingCurrency, reference.pricingCurrency),
                                            ("ReportingCurrencyMismatch", "reportingCurrency", item.reportingCurrency, reference.reportingCurrency),
                                            ("ExchangeRateMismatch", "exchangeRate", item.exchangeRate, reference.exchangeRate),
                                            ("TaxCountryMismatch", "taxCountry", item.taxCountry, reference.taxCountry)] where mine != theirs {
            errors.append(error(name, field, "\(mine ?? "none") differs from \(reference.lineItemId)'s \(theirs ?? "none")"))
        }
        if let buyNet = reference.amountTaxExclusive, let excl = item.amountTaxExclusive, let net = item.netAmountTaxExclusive {
            let left = buyNet - refundedBefore(reference.lineItemId) - excl
            if left < 0 {
                errors.append(error("NetAmountMismatch", "amountTaxExclusive", "refunds of \(reference.lineItemId) would exceed its \(buyNet)"))
            } else if net != left {
                errors.append(error("IncorrectNetAmount", "netAmountTaxExclusive", "\(reference.lineItemId) has \(left) left after this refund, not \(net)"))
            }
        }
        return errors
    }

    /// The line item referenceLineItemId names, stored or earlier in this report.
    func referenced() -> ReportLineItem? {
        guard let id = item.referenceLineItemId, id != item.lineItemId else { return nil }
        return earlierInReport[id] ?? server.storedLineItem(id)?.item
    }

    func missingReference() -> [ReportError] {
        guard let id = item.referenceLineItemId else {
            return [error("OmittedField", "referenceLineItemId", "a \(item.isRefund ? "REFUND" : "\(item.subscriptionEvent ?? "") BUY") needs the line it refers to")]
        }
        if id == item.lineItemId { return [error("SelfReference", "referenceLineItemId", "\(id) references itself")] }
        return [error("NotFound", "referenceLineItemId", "no line item \(id) was reported")]
    }

    func datesAgainst(_ reference: ReportLineItem) -> [ReportError] {
        guard reference.creationDate > item.creationDate else { return [] }
        return [error("ReferencedCreationDateIncompatible", "creationDate", "\(reference.lineItemId) was created after this line")]
    }

    /// The tax-exclusive amounts already refunded against a buy, in stored reports and this one.
    func refundedBefore(_ buyID: String) -> Int64 {
        let stored = server.accepted.flatMap(\.report.lineItems)
        return (stored + Array(earlierInReport.values)).filter { $0.isRefund && $0.referenceLineItemId == buyID }.reduce(0) { $0 + ($1.amountTaxExclusive ?? 0) }
    }
}
