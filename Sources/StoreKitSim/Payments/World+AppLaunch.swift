/// The app launching again, on the same device or on another device of the same account: where
/// real apps lose purchases when they do not finish transactions or do not offer restore
/// ("Offering, completing, and restoring in-app purchases"; "Transaction.unfinished";
/// "Transaction.updates"; "AppStore.sync()").
extension World {
    /// The app launches and adds its transaction observer (or starts listening to
    /// Transaction.updates): StoreKit delivers every transaction the app has not finished again,
    /// purchased, restored and failed alike, oldest first. On a new device of the same account
    /// (`newDevice`), the unfinished transactions come too (they belong to the account, UNCONFIRMED
    /// across devices), but the account's entitlements reach the app only after
    /// restoreCompletedTransactions() or AppStore.sync(): until then Transaction.currentEntitlements
    /// is empty and Transaction.all lists only the unfinished transactions (the tool's rule,
    /// UNCONFIRMED: StoreKit 2 may know them sooner). Consumables never come back.
    public mutating func launchApp(onNewDevice newDevice: Bool) {
        if newDevice {
            device.entitlementsSynced = false
            device.number += 1
        }
        let redelivered = payments.unfinished.filter { $0.state.isFinal && !$0.deleted }
        record(.payments(.appLaunched(newDevice: newDevice, unfinished: redelivered.map(\.id))))
        for transaction in redelivered {
            record(.payments(.transactionUpdated(transaction)))
        }
    }
}
