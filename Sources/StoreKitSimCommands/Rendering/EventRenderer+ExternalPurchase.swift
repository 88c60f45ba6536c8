import StoreKitSim

/// External purchase: tokens issued, the disclosure notice, and the developer's server.
///
/// ExternalPurchaseCustomLink calls no delegate or observer, so none of these is a trace line.
/// A token the system issues prints nothing: `token` prints the token it returned, and the
/// install's other token shows in `tokens`.
extension EventRenderer {
    static func callback(_ event: ExternalPurchaseEvent) -> String? {
        nil
    }

    static func shown(_ event: ExternalPurchaseEvent) -> [OutputLine] {
        switch event {
        case .tokenIssued:
            return []
        case .noticePresented(let type):
            return [OutputLine("sheet notice \(type.rawValue)", style: .pending)]
        case .noticeAnswered(let answer):
            return [OutputLine(answer.result.rawValue, style: answer.result == .continued ? .success : .failure)]
        case .tokenAssociated(let token, let account):
            return [OutputLine("associated \(token.handle) \(token.externalPurchaseId) account \(account)")]
        case .reportAccepted(let accepted, let token):
            let report = accepted.report
            var lines = [OutputLine("200 requestIdentifier \(report.requestIdentifier)", style: .success),
                         OutputLine("stored \(token.handle) \(report.status.rawValue) \(accepted.environment.rawValue)")]
            for item in report.lineItems {
                let what = [item.eventType, item.productType, item.subscriptionEvent, item.productIdentifier, item.referenceLineItemId.map { "ref \($0)" }].compactMap { $0 }
                lines.append(OutputLine("lineItem \(item.lineItemId) \(what.joined(separator: " ")) \(item.amountTaxInclusive.map(String.init) ?? "-") \(item.pricingCurrency ?? "-")"))
            }
            return lines
        case .reportRejected(let report, let errors):
            return [OutputLine("400 requestIdentifier \(report.requestIdentifier)", style: .failure)]
                + errors.map { OutputLine(ReportErrorText.line($0), style: .failure) }
                + [OutputLine("nothing stored: fix the report and send it whole again with --request \(report.requestIdentifier)")]
        }
    }
}
