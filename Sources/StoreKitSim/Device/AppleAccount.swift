/// Whose Apple Account the device the app runs on is signed in to. The world's customer is one
/// account; the family member who shares purchases with it (`family purchase`) has an account of
/// its own, and AppTransaction.appTransactionID is "unique for each family group member for apps
/// that support Family Sharing" (AppTransaction.appTransactionID), so a device signed in to that
/// member's account gets an app transaction of its own.
public enum AppleAccount: Sendable, Hashable {
    /// The world's customer: every purchase, transaction and renewal info is this account's.
    case customer
    /// The family member who shares with the customer (`app relaunch --family-member`). Only its
    /// app transaction is modelled: what it buys, and what reaches its device, is not.
    case sharingFamilyMember
}
