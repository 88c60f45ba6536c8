/// Why a product page could not be loaded, bought from or dismissed ("Offering media for sale in
/// your app"; SKStoreProductParameterCampaignToken and SKStoreProductParameterProviderToken).
public enum ProductPageError: Error, Sendable, Hashable {
    /// A campaign token over 40 bytes of UTF-8. `given` is true when the request itself gave the
    /// token, false when it came from the media entry.
    case campaignTokenTooLong(String, given: Bool)
    /// A provider token without a campaign token (they must be used together).
    case providerWithoutCampaign(given: Bool)
    /// No product page is presented for this action.
    case noProductPage(ProductPageAction)
    /// The signed-in customer already owns the item (bought on this page or an earlier one): the
    /// App Store offers to open or download it, and sells nothing.
    case alreadyOwned(MediaItem, customer: String)
    /// No payment sheet for a media purchase is up to confirm or cancel.
    case noPaymentSheet
}

/// What the customer tried to do on a product page.
public enum ProductPageAction: Sendable, Hashable {
    case buy
    case dismiss
}
