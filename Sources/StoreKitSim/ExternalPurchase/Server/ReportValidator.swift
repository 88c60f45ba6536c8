/// The External Purchase Server API rules a simulator can check (storekit-facts.md 4.1-4.4).
///
/// Each broken rule is reported under Apple's error name, so a failing report tells the
/// developer exactly what their server got wrong. Report-level rules first, then line items.
struct ReportValidator {
    let server: ExternalPurchaseServer
    let tokens: [CustomLinkToken]
    let now: Int64

    func errors(_ report: ExternalPurchaseReport, to environment: ExternalPurchaseEnvironment) -> [ReportError] {
        var errors: [ReportError] = []
        guard let token = tokens.first(where: { $0.externalPurchaseId == report.externalPurchaseId }) else {
            return [ReportError("NotFound", field: "externalPurchaseId", "no token has externalPurchaseId \(report.externalPurchaseId)")]
        }
        if token.externalPurchaseId.hasPrefix("SANDBOX"), environment == .production {
            errors.append(ReportError("SandboxTokenInProduction", field: "externalPurchaseId",
                                      "sandbox tokens may be reported only to api.storekit-sandbox.apple.com"))
        }
        if server.accepted.contains(where: { $0.report.requestIdentifier == report.requestIdentifier }) {
            errors.append(ReportError("DuplicateRequest", field: "requestIdentifier",
                                      "\(report.requestIdentifier) was already accepted; new transactions go in a new report with a new requestIdentifier"))
        }
        let earlier = server.reports(for: token.externalPurchaseId).map(\.report.status)
        switch report.status {
        case .lineItem:
            if report.lineItems.isEmpty {
                errors.append(ReportError("MissingLineItemsForStatus", field: "lineItems", "LINE_ITEM needs at least one line item"))
            }
        case .noLineItem, .unrecognizedToken:
            if !report.lineItems.isEmpty {
                errors.append(ReportError("LineItemsNotAllowedForStatus", field: "lineItems", "\(report.status.rawValue) takes no line items"))
            }
            if earlier.contains(.lineItem) {
                errors.append(ReportError("LineItemStatusRegression", field: "status",
                                          "\(token.handle) was reported LINE_ITEM; it cannot become \(report.status.rawValue)"))
            } else if earlier.contains(report.status) {
                errors.append(ReportError("DuplicateTokenStatusNotAllowed", field: "status",
                                          "\(token.handle) was already reported \(report.status.rawValue)"))
            }
        }
        var seen: [String: ReportLineItem] = [:]
        for item in report.lineItems {
            errors += LineItemRules(item: item, token: token, now: now, server: server, earlierInReport: seen).errors()
            seen[item.lineItemId] = seen[item.lineItemId] ?? item
        }
        return errors
    }
}
