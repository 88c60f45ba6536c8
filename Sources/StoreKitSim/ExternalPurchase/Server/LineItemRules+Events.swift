extension LineItemRules {
    /// A buy: product fields, net = tax-exclusive, made while the token was active, and the
    /// subscription rules (Apple's External Purchase Server API: start has 0 paid days; renewals reference the start).
    func buyRules() -> [ReportError] {
        var errors: [ReportError] = []
        for (field, present) in [(ReportField.productType, item.productType != nil), (.productIdentifier, item.productIdentifier != nil),
                                 (.quantity, item.quantity != nil)] where !present {
            errors.append(error(.buyFieldMissing(field)))
        }
        if let quantity = item.quantity, quantity <= 0 { errors.append(error(.quantityNotPositive(quantity))) }
        if let excl = item.amountTaxExclusive, let net = item.netAmountTaxExclusive, net != excl {
            errors.append(error(.buyNetAmount(exclusive: excl, net: net)))
        }
        let date = VirtualInstant(truncatingMilliseconds: item.creationDate)
        if !token.isActive(at: date), date <= now {
            errors.append(error(.outsideTokenPeriod(date: date, token: token)))
        }
        guard let type = item.productType else { return errors }
        guard Self.productTypes.contains(type) else { return errors + [error(.unknownProductType(type))] }
        if type == "ONE_TIME_BUY" {
            for (field, present) in [(ReportField.subscriptionEvent, item.subscriptionEvent != nil),
                                     (.referenceLineItemId, item.referenceLineItemId != nil)] where present {
                errors.append(error(.notInOneTimeBuy(field)))
            }
            return errors
        }
        guard let event = item.subscriptionEvent else { return errors + [error(.subscriptionEventMissing)] }
        guard Self.subscriptionEvents.contains(event) else { return errors + [error(.unknownSubscriptionEvent(event))] }
        if let start = item.subscriptionStartDate, let end = item.subscriptionEndDate, start > end {
            errors.append(error(.startAfterEnd))
        }
        if event == "SUBSCRIPTION_START" {
            if let days = item.subscriptionDaysOfPaidService, days != 0 {
                errors.append(error(.startWithPaidDays(days)))
            }
            if item.referenceLineItemId != nil { errors.append(error(.startWithReference)) }
            return errors
        }
        if event == "SUBSCRIPTION_PAYMENT", let incl = item.amountTaxInclusive, incl <= 0 {
            errors.append(error(.subscriptionPaymentNotPositive))
        }
        guard let reference = referenced() else { return errors + missingReference() }
        if reference.subscriptionEvent != "SUBSCRIPTION_START" {
            errors.append(error(.referenceNotSubscriptionStart(reference.lineItemId)))
        }
        return errors + datesAgainst(reference)
    }

    /// A refund: references a buy made earlier, keeps its currencies and tax country, and its
    /// net amount is what is left of the buy after all refunds (Apple's External Purchase Server API: 8000 - 2000 = 6000).
    func refundRules() throws(ServerError) -> [ReportError] {
        guard let reference = referenced() else { return missingReference() }
        var errors: [ReportError] = []
        if reference.isRefund { return [error(.refundOfRefund(reference.lineItemId))] }
        if !reference.isBuy { return [error(.referenceNotABuy(reference.lineItemId))] }
        errors += datesAgainst(reference)
        for (field, mine, theirs) in [(ReportField.pricingCurrency, item.pricingCurrency, reference.pricingCurrency),
                                      (.reportingCurrency, item.reportingCurrency, reference.reportingCurrency),
                                      (.exchangeRate, item.exchangeRate, reference.exchangeRate),
                                      (.taxCountry, item.taxCountry, reference.taxCountry)] where mine != theirs {
            errors.append(error(.differsFromReference(field, mine: mine, reference: reference.lineItemId, theirs: theirs)))
        }
        if let buyNet = reference.amountTaxExclusive, let excl = item.amountTaxExclusive, let net = item.netAmountTaxExclusive {
            let overflow = ServerError.amountOverflow(lineItemId: item.lineItemId, .leftAfterRefunds(buy: reference.lineItemId))
            let (afterEarlier, o1) = buyNet.subtractingReportingOverflow(try refundedBefore(reference.lineItemId))
            let (left, o2) = afterEarlier.subtractingReportingOverflow(excl)
            if o1 || o2 { throw overflow }
            if left < 0 {
                errors.append(error(.refundsExceedBuy(reference.lineItemId, exclusive: buyNet)))
            } else if net != left {
                errors.append(error(.refundNetAmount(reference: reference.lineItemId, left: left, net: net)))
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
            return [error(.referenceMissing(refund: item.isRefund, subscriptionEvent: item.subscriptionEvent))]
        }
        if id == item.lineItemId { return [error(.selfReference(id))] }
        return [error(.referenceNotFound(id))]
    }

    func datesAgainst(_ reference: ReportLineItem) -> [ReportError] {
        guard reference.creationDate > item.creationDate else { return [] }
        return [error(.referenceCreatedLater(reference.lineItemId))]
    }

    /// The tax-exclusive amounts already refunded against a buy, in stored reports and this one.
    func refundedBefore(_ buyID: String) throws(ServerError) -> Int64 {
        let stored = server.accepted.flatMap(\.report.lineItems)
        var total: Int64 = 0
        for refund in stored + Array(earlierInReport.values) where refund.isRefund && refund.referenceLineItemId == buyID {
            let (sum, overflow) = total.addingReportingOverflow(refund.amountTaxExclusive ?? 0)
            if overflow { throw .amountOverflow(lineItemId: item.lineItemId, .leftAfterRefunds(buy: buyID)) }
            total = sum
        }
        return total
    }
}
