import StoreKitSim

/// External purchase: tokens issued, the disclosure notice, and the developer's server.
///
/// ExternalPurchaseCustomLink calls no delegate or observer, so none of these is a trace line.
/// Every token the system issues prints here, in the order issued: the one token(for:) returns
/// with its dates and value, one it issues alongside (the install's other token) as one line that
/// says why, so a watcher sees tok1 and tok2 come whichever was asked for. `token` itself prints
/// only a token that was already active.
extension EventRenderer {
    static func callback(_ event: ExternalPurchaseEvent) -> String? {
        nil
    }

    static func shown(_ event: ExternalPurchaseEvent) -> [OutputLine] {
        switch event {
        case .tokenIssued(let token, requested: true):
            return ExternalPurchaseText.tokenLines(token, state: "issued")
        case .tokenIssued(let token, requested: false):
            let why = token.type == .acquisition
                ? "a new customer's first eligible request gets ACQUISITION and SERVICES"
                : "a customer's first eligible request gets SERVICES; ACQUISITION only for a new customer"
            return [OutputLine(LineText("\(token.type.rawValue) \(token.handle) \(token.externalPurchaseId) issued with the install (\(why))"),
                style: .success)]
        case .noticePresented(let type):
            return [OutputLine(LineText("sheet notice \(type.rawValue)"), style: .pending)]
        case .noticeAnswered(let answer):
            return [OutputLine(answer.result.rawValue, style: answer.result == .continued ? .success : .failure)]
        case .tokenAssociated(let token, let account):
            return [OutputLine(LineText("associated \(token.handle) \(token.externalPurchaseId) account \(account)"))]
        case .reportAccepted(let accepted, let token):
            let report = accepted.report
            var lines = [OutputLine(LineText("200 requestIdentifier \(report.requestIdentifier)"), style: .success),
                         OutputLine(LineText("stored \(token.handle) \(report.status.rawValue) \(accepted.environment.rawValue)"))]
            for item in report.lineItems {
                let what = [item.eventType, item.productType, item.subscriptionEvent, item.productIdentifier,
                    item.referenceLineItemId.map { "ref \($0)" }].compactMap { $0 }
                lines.append(OutputLine("""
                    lineItem \(item.lineItemId) \(what.joined(separator: " ")) \(item.amountTaxInclusive.map(String.init) ?? "-") \
                    \(item.pricingCurrency ?? "-")
                    """))
            }
            return lines
        case .reportRejected(let report, let errors):
            return [OutputLine(LineText("400 requestIdentifier \(report.requestIdentifier)"), style: .failure)]
                + errors.map { OutputLine(ReportErrorText.line($0), style: .failure) }
                + [OutputLine(LineText("nothing stored: fix the report and send it whole again with --request \(report.requestIdentifier)"))]
        }
    }
}
