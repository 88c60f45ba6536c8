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
    /// UNCONFIRMED: StoreKit 2 may know them sooner). Consumables never come back. A new device is
    /// the customer's, also after the family member's device (`launchAppOnFamilyMembersDevice`);
    /// relaunching there delivers none of the customer's transactions (they are not that account's).
    public mutating func launchApp(onNewDevice newDevice: Bool) {
        if newDevice {
            device.entitlementsSynced = false
            device.number += 1
            device.account = .customer
        }
        let redelivered = device.account == .customer ? payments.unfinished.filter { $0.state.isFinal && !$0.deleted } : []
        record(.payments(.appLaunched(newDevice: newDevice, unfinished: redelivered.map(\.id))))
        for transaction in redelivered {
            record(.payments(.transactionUpdated(transaction)))
        }
    }

    /// The app launches on a device signed in to the sharing family member's own Apple Account
    /// (one such device; launching there again keeps it). Its app transaction carries the member's
    /// own appTransactionID ("unique for each family group member", AppTransaction.appTransactionID)
    /// and the device's own deviceVerification. The customer's unfinished transactions and
    /// entitlements belong to the customer's account, so none reach the app there. What the member
    /// buys, and the transactions that device would show, are not modelled (UNCONFIRMED).
    public mutating func launchAppOnFamilyMembersDevice() {
        device.account = .sharingFamilyMember
        device.entitlementsSynced = false
        record(.payments(.appLaunchedForFamilyMember))
    }
}
