/// What the app asks `loadProduct(withParameters:)` for: an iTunes item and optional tokens.
///
/// A nil token means "not given on the command line": the media entry's token is used instead
/// (the sample reads them from Products.plist). An empty token overrides with "none".
public struct ProductPageRequest: Sendable, Hashable {
    public var itemID: String
    public var campaignToken: String?
    public var providerToken: String?
    public var affiliateToken: String?
    public var advertisingPartnerToken: String?
    /// The `ppid` of a custom product page (a UUID), iOS 15 and later.
    public var customProductPageID: String?

    public init(itemID: String, campaignToken: String? = nil, providerToken: String? = nil, affiliateToken: String? = nil,
                advertisingPartnerToken: String? = nil, customProductPageID: String? = nil) {
        self.itemID = itemID
        self.campaignToken = campaignToken
        self.providerToken = providerToken
        self.affiliateToken = affiliateToken
        self.advertisingPartnerToken = advertisingPartnerToken
        self.customProductPageID = customProductPageID
    }
}
