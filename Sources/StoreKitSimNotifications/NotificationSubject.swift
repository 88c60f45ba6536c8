import StoreKitSim

/// What one notification is about, as a table row read it from a world event: the type and
/// subtype, and the transaction, subscription or token its `data` describes.
public struct NotificationSubject: Sendable, Hashable, NotificationKind {
    public var type: NotificationType
    public var subtype: NotificationSubtype?
    /// The transaction `signedTransactionInfo` signs (nil for TEST and external purchase tokens).
    public var transaction: PaymentTransaction?
    /// The subscription `signedRenewalInfo` signs, for auto-renewable subscriptions.
    public var subscription: SubscriptionState?
    /// `consumptionRequestReason`, for CONSUMPTION_REQUEST.
    public var consumptionRequestReason: String?
    /// The token `externalPurchaseToken` describes, for EXTERNAL_PURCHASE_TOKEN.
    public var token: CustomLinkToken?
    /// RESCIND_CONSENT: the payload's `appData` carries the signed app transaction
    /// (signedAppTransactionInfo) instead of `data`.
    public var carriesAppData: Bool { type == .rescindConsent }

    public init(_ type: NotificationType, _ subtype: NotificationSubtype? = nil, transaction: PaymentTransaction? = nil,
                subscription: SubscriptionState? = nil, consumptionRequestReason: String? = nil, token: CustomLinkToken? = nil) {
        self.type = type
        self.subtype = subtype
        self.transaction = transaction
        self.subscription = subscription
        self.consumptionRequestReason = consumptionRequestReason
        self.token = token
    }
}
