import StoreKitSim

/// External purchase events (ExternalPurchaseCustomLink,
/// https://developer.apple.com/documentation/storekit/externalpurchasecustomlink, and the External
/// Purchase Server API's reports).
extension EventJSON {
    static func externalPurchase(_ event: ExternalPurchaseEvent) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .tokenIssued(let token, let requested): return ("tokenIssued", [("token", V.token(token)), ("requested", .bool(requested))])
        case .noticePresented(let type): return ("noticePresented", [("noticeType", .string(noticeType(type)))])
        case .noticeAnswered(let answer):
            return ("noticeAnswered", [("noticeType", .string(noticeType(answer.type))), ("result", .string(answer.result.rawValue))])
        case .tokenAssociated(let token, let account): return ("tokenAssociated", [("token", V.token(token)), ("account", .string(account))])
        case .reportAccepted(let accepted, let token):
            return ("reportAccepted", [("report", V.report(accepted.report)), ("environment", .string(accepted.environment.rawValue)),
                                       ("token", V.token(token))])
        case .reportRejected(let report, let errors):
            return ("reportRejected", [("report", V.report(report)),
                                       ("errors", .array(errors.map { .object([("name", .string($0.name)), ("field", .string($0.field.rawValue)),
                                                                               ("lineItemId", V.string($0.lineItemId))]) }))])
        }
    }

    /// ExternalPurchaseCustomLink.NoticeType's case names: `withinApp`, `browser`.
    private static func noticeType(_ type: NoticeType) -> String {
        switch type {
        case .withinApp: "withinApp"
        case .browser: "browser"
        }
    }
}
