/// System UI that is up and waits for the customer's answer.
///
/// A sheet stays up until a later command answers it, so things (a storefront change, say)
/// can happen while a purchase is in flight.
public enum Sheet: Sendable, Hashable {
    /// The payment sheet for the transaction with this id.
    case payment(transactionID: TransactionID)
    /// The App Store product page (SKStoreProductViewController) for this iTunes item.
    case productPage(itemID: String)
    /// The external purchase disclosure notice of this type.
    case notice(type: NoticeType)
    /// The App Store's payment sheet for the item on the presented product page (a media purchase,
    /// not an in-app one); the page stays up under it.
    case mediaPayment(itemID: String)
}
