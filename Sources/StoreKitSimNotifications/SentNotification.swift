import StoreKitSim

/// One attempt to send a notification: when, what came of it, and the HTTP status when an
/// answer arrived ("sendAttemptItem": attemptDate and sendAttemptResult).
public struct SendAttempt: Sendable, Hashable {
    /// Virtual time, seconds since 1970.
    public var date: VirtualInstant
    public var result: SendAttemptResult
    /// The answer's status code; nil when none arrived (refused, timed out) or for a file.
    public var httpStatus: Int?
    /// libcurl's or the system's words for a failure; empty otherwise.
    public var detail: String

    public init(date: VirtualInstant, result: SendAttemptResult, httpStatus: Int? = nil, detail: String = "") {
        self.date = date
        self.result = result
        self.httpStatus = httpStatus
        self.detail = detail
    }
}

/// Where a notification stands.
public enum DeliveryState: Sendable, Hashable {
    /// Notifications are shown but go nowhere (no URL and no file was set).
    case notSent
    /// An attempt failed and the next falls due at this virtual time.
    case retrying(at: VirtualInstant)
    case delivered
    /// Every attempt the schedule allows failed.
    case failed
}

/// One notification the App Store made: its payload, signed, and every attempt to send it. The
/// server's Get Notification History and Get Test Notification Status read these.
public struct SentNotification: Sendable, Hashable, NotificationKind {
    /// 1, 2, …: `notification jws N`.
    public var number: Int
    public var uuid: String
    public var type: NotificationType
    public var subtype: NotificationSubtype?
    /// The transaction `data.signedTransactionInfo` holds, as the session names it (`t3`).
    public var transactionID: TransactionID?
    public var originalTransactionID: TransactionID?
    /// For EXTERNAL_PURCHASE_TOKEN: the token's handle (`tok1`) and externalPurchaseId.
    public var tokenHandle: String?
    public var externalPurchaseId: String?
    /// The virtual time of the event, seconds since 1970 (`signedDate` is in milliseconds).
    public var signedDate: VirtualInstant
    /// The JWS the App Store posts as `signedPayload`.
    public var signedPayload: String
    /// The decoded payload, its two embedded JWS shown as `(JWS)`: those signatures differ on
    /// every run (ECDSA), so listings and scenarios print their decoded payloads instead.
    public var payloadText: String
    /// The decoded payloads of `data.signedTransactionInfo` and `data.signedRenewalInfo`.
    public var transactionInfoText: String?
    public var renewalInfoText: String?
    public var attempts: [SendAttempt] = []
    public var state = DeliveryState.notSent

    public init(number: Int, uuid: String, subject: NotificationSubject, signedDate: VirtualInstant, signedPayload: String, payloadText: String,
                transactionInfoText: String? = nil, renewalInfoText: String? = nil) {
        self.number = number
        self.uuid = uuid
        self.type = subject.type
        self.subtype = subject.subtype
        self.transactionID = subject.transaction?.id
        self.originalTransactionID = subject.transaction.map { $0.originalTransactionID ?? $0.originalID ?? $0.id }
        self.tokenHandle = subject.token?.handle
        self.externalPurchaseId = subject.token?.externalPurchaseId
        self.signedDate = signedDate
        self.signedPayload = signedPayload
        self.payloadText = payloadText
        self.transactionInfoText = transactionInfoText
        self.renewalInfoText = renewalInfoText
    }
}
