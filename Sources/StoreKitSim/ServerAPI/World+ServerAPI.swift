/// The App Store Server API's changes to the world ("App Store Server API": Extend a Subscription
/// Renewal Date, Set App Account Token, Send Consumption Information), as world operations so the
/// session shows them and notifications follow from their events.
extension World {
    /// Apple allows two renewal-date extensions per subscription in a year.
    public static let extensionsPerYear = 2

    /// Extend a Subscription Renewal Date for the subscription whose original transaction this is:
    /// the subscription rule (`extendRenewalDate(_:days:)`, which the RENEWAL_EXTENDED notification
    /// follows) plus the API's own limits: not a Family Sharing subscription, two extensions a year.
    public mutating func extendRenewalDate(originalTransactionID: TransactionID, days: Int64) throws(ServerAPIError) {
        let states = subscriptions.all + subscriptions.allFamilyShared
        guard let state = states.first(where: { $0.originalTransactionID == originalTransactionID }) else {
            throw .unknownOriginalTransaction(originalTransactionID)
        }
        if payments.transaction(originalTransactionID)?.ownership == .familyShared { throw .familyShared(originalTransactionID) }
        guard state.status == .subscribed else { throw .extensionIneligible(originalTransactionID) }
        let yearAgo = clock.now - 365 * 86_400
        let recent = serverAPI.extensions.filter { $0.originalTransactionID == originalTransactionID && $0.time > yearAgo }.count
        guard recent < Self.extensionsPerYear else { throw .maximumExtensions(originalTransactionID) }
        do {
            try extendRenewalDate(state.productID, days: days)
        } catch {
            throw .extensionIneligible(originalTransactionID)
        }
        serverAPI.extensions.append(RenewalExtension(originalTransactionID: originalTransactionID, time: clock.now, days: days))
    }

    /// Sets (or clears, with nil) the app account token of a purchase and its renewals.
    public mutating func setAppAccountToken(originalTransactionID: TransactionID, token: String?) {
        for index in payments.transactions.indices {
            let transaction = payments.transactions[index]
            if transaction.id == originalTransactionID || transaction.originalTransactionID == originalTransactionID
                || transaction.originalID == originalTransactionID {
                payments.modify(at: index) { $0.appAccountToken = token }
            }
        }
        record(.serverAPI(.appAccountTokenSet(transactionID: originalTransactionID, token: token)))
    }

    /// Records that the developer's server sent consumption information for a transaction.
    public mutating func receiveConsumptionInformation(transactionID: TransactionID) {
        record(.serverAPI(.consumptionInformationSent(transactionID: transactionID)))
    }
}
