/// What the developer's server changed through the App Store Server API.
public enum ServerAPIEvent: Sendable, Hashable {
    /// Set App Account Token: the transaction (and its renewals) carry `token` from now on; nil clears it.
    case appAccountTokenSet(transactionID: TransactionID, token: String?)
    /// Send Consumption Information answered the App Store's consumption request for a refund.
    case consumptionInformationSent(transactionID: TransactionID)
}

/// Why the App Store refuses a server's change.
public enum ServerAPIError: Error, Sendable, Hashable {
    /// No subscription has this original transaction.
    case unknownOriginalTransaction(TransactionID)
    /// The subscription is not active (expired, revoked, in billing retry).
    case extensionIneligible(TransactionID)
    /// Two extensions a year at most (Apple's Extend a Subscription Renewal Date).
    case maximumExtensions(TransactionID)
    /// The subscription was shared by a family member.
    case familyShared(TransactionID)
}

/// The App Store Server API's lasting changes that are not a transaction's fields.
public struct ServerAPIState: Sendable, Hashable {
    /// Every renewal-date extension, oldest first (two a year per subscription at most).
    public var extensions: [RenewalExtension] = []

    public init() {}
}

/// One renewal-date extension.
public struct RenewalExtension: Sendable, Hashable {
    public var originalTransactionID: TransactionID
    public var time: VirtualInstant
    public var days: Int64
}
