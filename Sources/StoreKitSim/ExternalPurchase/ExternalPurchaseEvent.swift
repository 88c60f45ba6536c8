/// What ExternalPurchaseCustomLink does (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink).
public enum ExternalPurchaseEvent: Sendable, Hashable {
    /// The system created a token for the signed-in customer (token(for:) or the install it stands for).
    case tokenIssued(CustomLinkToken)
    /// showNotice(type:) put the disclosure sheet up.
    case noticePresented(NoticeType)
    /// The customer answered the disclosure sheet: continued or cancelled.
    case noticeAnswered(NoticeType, continued: Bool)
}
