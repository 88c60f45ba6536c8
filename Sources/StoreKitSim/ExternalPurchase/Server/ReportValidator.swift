/// The External Purchase Server API rules a simulator can check (Apple's External Purchase Server API.4).
///
/// Each broken rule is reported under Apple's error name, so a failing report tells the
/// developer exactly what their server got wrong. Report-level rules first, then line items.
struct ReportValidator {
    let server: ExternalPurchaseServer
    let tokens: [CustomLinkToken]
    let now: VirtualInstant

    func errors(_ report: ExternalPurchaseReport, to environment: ExternalPurchaseEnvironment) throws(ServerError) -> [ReportError] {
        var errors: [ReportError] = []
        guard let token = tokens.first(where: { $0.externalPurchaseId == report.externalPurchaseId }) else {
            return [ReportError(.tokenNotFound(externalPurchaseId: report.externalPurchaseId))]
        }
        if token.externalPurchaseId.hasPrefix("SANDBOX"), environment == .production {
            errors.append(ReportError(.sandboxTokenInProduction))
        }
        if server.accepted.contains(where: { $0.report.requestIdentifier == report.requestIdentifier }) {
            errors.append(ReportError(.duplicateRequest(report.requestIdentifier)))
        }
        let earlier = server.reports(for: token.externalPurchaseId).map(\.report.status)
        switch report.status {
        case .lineItem:
            if report.lineItems.isEmpty {
                errors.append(ReportError(.missingLineItems))
            }
        case .noLineItem, .unrecognizedToken:
            if !report.lineItems.isEmpty {
                errors.append(ReportError(.lineItemsNotAllowed(report.status)))
            }
            if earlier.contains(.lineItem) {
                errors.append(ReportError(.statusRegression(token: token.handle, to: report.status)))
            } else if earlier.contains(report.status) {
                errors.append(ReportError(.duplicateStatus(token: token.handle, report.status)))
            }
        }
        var seen: [String: ReportLineItem] = [:]
        for item in report.lineItems {
            errors += try LineItemRules(item: item, token: token, now: now, server: server, earlierInReport: seen).errors()
            seen[item.lineItemId] = seen[item.lineItemId] ?? item
        }
        return errors
    }
}
