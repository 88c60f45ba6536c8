/// Which StoreKit's words tell the shared events (`vocabulary`): StoreKit 1's observer callbacks
/// (SKPaymentQueue, SKPaymentTransactionObserver) or StoreKit 2's streams (Transaction.updates,
/// Storefront.updates, Product.SubscriptionInfo.Status.updates, Message.messages).
public enum Vocabulary: String, Sendable, CaseIterable {
    case storekit1
    case storekit2
}
