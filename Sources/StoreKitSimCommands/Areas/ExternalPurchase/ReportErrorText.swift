import StoreKitSim

/// How the External Purchase Server API's errors print: `Name [lineItemId] fieldName: message`.
enum ReportErrorText {
    static func line(_ error: ReportError) -> String {
        "\(error.name) \(error.lineItemId.map { "\($0) " } ?? "")\(error.field.rawValue): \(message(error.problem))"
    }

    static func message(_ problem: ReportProblem) -> String {
        func iso(_ instant: VirtualInstant) -> String { instant.iso8601 }
        switch problem {
        case .tokenNotFound(let id): return "no token has externalPurchaseId \(id)"
        case .sandboxTokenInProduction: return "sandbox tokens may be reported only to api.storekit-sandbox.apple.com"
        case .duplicateRequest(let id): return "\(id) was already accepted; new transactions go in a new report with a new requestIdentifier"
        case .missingLineItems: return "LINE_ITEM needs at least one line item"
        case .lineItemsNotAllowed(let status): return "\(status.rawValue) takes no line items"
        case .statusRegression(let token, let status): return "\(token) was reported LINE_ITEM; it cannot become \(status.rawValue)"
        case .duplicateStatus(let token, let status): return "\(token) was already reported \(status.rawValue)"
        case .lineItemIdUsed(let id): return "\(id) is already used"
        case .unknownEventType(let type): return "\(type) is not BUY or REFUND"
        case .futureDate(let date, let now): return "\(iso(VirtualInstant(truncatingMilliseconds: date))) is after now (\(iso(now)))"
        case .requiredFieldMissing(let field): return "\(field.rawValue) is required"
        case .negativeAmount(_, let value): return "\(value) is negative"
        case .incorrectTaxInclusive(let incl, let excl, let tax,
            let sum): return "\(incl) is not amountTaxExclusive \(excl) + taxAmount \(tax) = \(sum)"
        case .unknownCurrency(_, let value): return "\(value) is not an ISO 4217 currency code"
        case .unknownTaxCountry(let country): return "\(country) is not an alpha-3 country code"
        case .exchangeRateNotAllowed(let currency): return "pricing and reporting currency are both \(currency)"
        case .exchangeRateMissing(let pricing, let reporting): return "\(pricing) is reported in \(reporting): give the exchange rate"
        case .erroneousNotRestatement: return "an erroneously submitted line must be a restatement"
        case .buyFieldMissing(let field): return "a BUY needs \(field.rawValue)"
        case .quantityNotPositive(let quantity): return "\(quantity) is not positive"
        case .buyNetAmount(let excl, let net): return "a BUY's net amount is its tax-exclusive amount \(excl), not \(net)"
        case .outsideTokenPeriod(let date, let token):
            return "\(iso(date)) is outside \(token.handle)'s active period \(iso(token.created)) to \(iso(token.expires))"
        case .unknownProductType(let type): return "\(type) is not ONE_TIME_BUY or SUBSCRIPTION"
        case .notInOneTimeBuy(let field): return "a ONE_TIME_BUY has no \(field.rawValue)"
        case .subscriptionEventMissing: return "a SUBSCRIPTION BUY needs subscriptionEvent"
        case .unknownSubscriptionEvent(let event): return "\(event) is not a subscription event"
        case .startAfterEnd: return "the subscription starts after it ends"
        case .startWithPaidDays(let days): return "SUBSCRIPTION_START has 0 paid days, not \(days)"
        case .startWithReference: return "SUBSCRIPTION_START starts a subscription and references nothing"
        case .subscriptionPaymentNotPositive: return "a SUBSCRIPTION_PAYMENT must be more than 0"
        case .referenceNotSubscriptionStart(let id): return "\(id) is not a SUBSCRIPTION_START"
        case .refundOfRefund(let id): return "\(id) is a refund; reference the BUY"
        case .referenceNotABuy(let id): return "\(id) is not a BUY"
        case .differsFromReference(_, let mine, let reference, let theirs): return "\(mine ?? "none") differs from \(reference)'s \(theirs ?? "none")"
        case .refundsExceedBuy(let id, let excl): return "refunds of \(id) would exceed its \(excl)"
        case .refundNetAmount(let reference, let left, let net): return "\(reference) has \(left) left after this refund, not \(net)"
        case .referenceMissing(let refund, let event): return "a \(refund ? "REFUND" : "\(event ?? "") BUY") needs the line it refers to"
        case .selfReference(let id): return "\(id) references itself"
        case .referenceNotFound(let id): return "no line item \(id) was reported"
        case .referenceCreatedLater(let id): return "\(id) was created after this line"
        }
    }
}
