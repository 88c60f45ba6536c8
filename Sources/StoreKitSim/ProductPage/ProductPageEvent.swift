/// What SKStoreProductViewController does ("Offering media for sale in your app").
public enum ProductPageEvent: Sendable, Hashable {
    /// The app built the parameter dictionary and passed it to loadProduct(withParameters:completionBlock:).
    case parametersPassed(ProductPageParameters)
    /// loadProduct(withParameters:completionBlock:)'s completion block ran with this outcome.
    case loadCompleted(ProductPageLoad)
    /// The completion block never runs (an unknown item under `UnknownItemBehavior.silent`).
    case loadNeverCompleted(ProductPageLoad)
    /// The customer tapped the page's price: the App Store's payment sheet is up for the item.
    case paymentSheetPresented(MediaItem)
    /// The customer cancelled that payment sheet: nothing is bought, the page stays up.
    case purchaseCancelled(MediaItem)
    /// The customer bought the page's item (a media purchase, not an in-app purchase).
    case purchased(MediaPurchase)
    /// productViewControllerDidFinish(_:): the customer tapped Done and the delegate dismissed the page.
    case didFinish(MediaItem)
}
