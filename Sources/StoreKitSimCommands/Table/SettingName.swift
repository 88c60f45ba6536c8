/// The show-or-set settings other code reaches by name (`Settings.line(.locale, session)`): a
/// misspelt setting does not compile, and `SettingsTests` checks each names a row of `Settings`.
public enum SettingName: String, CaseIterable, Sendable {
    case agreement
    case askToBuy = "ask-to-buy"
    case billingIssue = "billing-issue"
    case build
    case delegateShouldContinue = "delegate should-continue"
    case devicePayments = "device payments"
    case dialogs
    case gracePeriod = "grace-period"
    case gracePeriodRenewals = "grace-period-renewals"
    case interruptedPurchases = "interrupted-purchases"
    case locale
    case messageHandling = "message-handling"
    case pageNetwork = "page network"
    case pageUnknownItem = "page unknown-item"
    case renewalRate = "renewal-rate"
    case signingEnvironment = "signing environment"
    case syncSignIn = "sync-sign-in"
    case trace
    case vocabulary
}
