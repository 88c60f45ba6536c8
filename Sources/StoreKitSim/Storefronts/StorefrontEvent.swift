/// What happens when the customer's App Store account moves to another storefront (SKStorefront,
/// https://developer.apple.com/documentation/storekit/skstorefront).
public enum StorefrontEvent: Sendable, Hashable {
    /// The account is now in `to`. StoreKit reacts with the events below.
    case accountMoved(from: Storefront, to: Storefront)
    /// The account was set to the storefront it is already in: nothing moved, StoreKit calls nothing.
    case accountUnchanged(Storefront)
    /// paymentQueue(_:shouldContinue:in:) for one open transaction, and the delegate's answer.
    case shouldContinueAsked(ShouldContinueAnswer)
    /// The app has no storefront delegate (or one without shouldContinue): StoreKit continues the
    /// open transaction in the new storefront without asking.
    case continuedWithoutDelegate(transactionID: TransactionID, productID: ProductID, storefront: Storefront)
    /// The Sandbox Apple Account's country or region changed in App Store Connect to `region`; the
    /// storefront stays `current` until the tester signs out and in.
    case sandboxRegionChanged(region: Storefront, current: Storefront)
    /// The tester signed out of the Sandbox Apple Account and in again (the account's storefront
    /// change follows).
    case sandboxSignedIn(Storefront)
    /// paymentQueueDidChangeStorefront(_:) on the observer.
    case didChangeStorefront(Storefront)
}

/// The delegate's answer for one open transaction during a storefront change.
public struct ShouldContinueAnswer: Sendable, Hashable {
    public var transactionID: TransactionID
    public var productID: ProductID
    /// The storefront StoreKit asked about (the new one).
    public var storefront: Storefront
    public var shouldContinue: Bool
    /// The delegate did not answer in time; StoreKit counted it as false.
    public var timedOut: Bool

    public init(transactionID: TransactionID, productID: ProductID, storefront: Storefront, shouldContinue: Bool, timedOut: Bool) {
        self.transactionID = transactionID
        self.productID = productID
        self.storefront = storefront
        self.shouldContinue = shouldContinue
        self.timedOut = timedOut
    }
}
