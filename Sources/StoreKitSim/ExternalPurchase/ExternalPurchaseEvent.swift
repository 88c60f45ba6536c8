/// What ExternalPurchaseCustomLink and the developer's server do
/// (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink; the External
/// Purchase Server API, https://developer.apple.com/documentation/externalpurchaseserverapi).
public enum ExternalPurchaseEvent: Sendable, Hashable {
    /// The system created a token for the signed-in customer: every token, including the install's
    /// ACQUISITION token that token(for: "SERVICES") creates alongside. `requested` is false for
    /// such a token, which token(for:) does not return: a watcher would otherwise not see it come.
    case tokenIssued(CustomLinkToken, requested: Bool)
    /// showNotice(type:) put the disclosure sheet up.
    case noticePresented(NoticeType)
    /// The customer answered the disclosure sheet (at once when dialogs are disabled).
    case noticeAnswered(NoticeAnswer)
    /// The developer's server associated a token with a customer account.
    case tokenAssociated(CustomLinkToken, account: String)
    /// The External Purchase Server API answered 200 and stored the report.
    case reportAccepted(ExternalPurchaseServer.Accepted, token: CustomLinkToken)
    /// The External Purchase Server API answered 400 with every rule the report breaks; nothing is stored.
    case reportRejected(ExternalPurchaseReport, errors: [ReportError])
}
