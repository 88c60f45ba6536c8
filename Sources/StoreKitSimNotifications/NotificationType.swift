/// App Store Server Notifications V2's `notificationType`: the In-App Purchase or external
/// purchase event a notification is about (App Store Server Notifications, "notificationType").
public enum NotificationType: String, Sendable, Hashable, CaseIterable {
    case subscribed = "SUBSCRIBED"
    case didRenew = "DID_RENEW"
    case didFailToRenew = "DID_FAIL_TO_RENEW"
    case gracePeriodExpired = "GRACE_PERIOD_EXPIRED"
    case expired = "EXPIRED"
    case didChangeRenewalPref = "DID_CHANGE_RENEWAL_PREF"
    case didChangeRenewalStatus = "DID_CHANGE_RENEWAL_STATUS"
    case offerRedeemed = "OFFER_REDEEMED"
    case priceIncrease = "PRICE_INCREASE"
    case refund = "REFUND"
    case refundDeclined = "REFUND_DECLINED"
    case refundReversed = "REFUND_REVERSED"
    case revoke = "REVOKE"
    case consumptionRequest = "CONSUMPTION_REQUEST"
    case renewalExtended = "RENEWAL_EXTENDED"
    case oneTimeCharge = "ONE_TIME_CHARGE"
    case externalPurchaseToken = "EXTERNAL_PURCHASE_TOKEN"
    /// A parent or guardian withdrew consent for a child's account: the payload carries `appData`
    /// with the app transaction instead of `data` ("appData").
    case rescindConsent = "RESCIND_CONSENT"
    case test = "TEST"
}

/// `subtype`: details some notification types add (App Store Server Notifications, "subtype").
public enum NotificationSubtype: String, Sendable, Hashable, CaseIterable {
    case initialBuy = "INITIAL_BUY"
    case resubscribe = "RESUBSCRIBE"
    case downgrade = "DOWNGRADE"
    case upgrade = "UPGRADE"
    case autoRenewEnabled = "AUTO_RENEW_ENABLED"
    case autoRenewDisabled = "AUTO_RENEW_DISABLED"
    case voluntary = "VOLUNTARY"
    case billingRetry = "BILLING_RETRY"
    case priceIncrease = "PRICE_INCREASE"
    case gracePeriod = "GRACE_PERIOD"
    case pending = "PENDING"
    case accepted = "ACCEPTED"
    case billingRecovery = "BILLING_RECOVERY"
    case productNotForSale = "PRODUCT_NOT_FOR_SALE"
    case unreported = "UNREPORTED"
}
