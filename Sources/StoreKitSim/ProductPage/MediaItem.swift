/// An item the App Store sells on a product page: an app, a book, an album ("Offering media for
/// sale in your app").
///
/// It mirrors the sample's `Product` entry in Products.plist: the iTunes identifier, a title,
/// whether it is an application, and the App Analytics campaign and provider tokens the app sends
/// when cross-promoting it. Empty tokens mean "none", as in the sample's file.
public struct MediaItem: Sendable, Hashable {
    /// The iTunes identifier (digits), the value of SKStoreProductParameterITunesItemIdentifier.
    public var id: String
    public var title: String
    /// True for apps; the sample sends campaign and provider tokens only for apps.
    public var isApplication: Bool
    /// App Analytics campaign token (at most 40 UTF-8 bytes), or empty.
    public var campaignToken: String
    /// The provider token of the app's developer, or empty.
    public var providerToken: String

    public init(id: String, title: String, isApplication: Bool, campaignToken: String = "", providerToken: String = "") {
        self.id = id
        self.title = title
        self.isApplication = isApplication
        self.campaignToken = campaignToken
        self.providerToken = providerToken
    }

    /// True when the text is a plausible iTunes identifier: 1 to 19 ASCII digits.
    public static func isValidID(_ text: String) -> Bool {
        (1...19).contains(text.utf8.count) && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Checks Apple's token rules: a campaign token is at most 40 bytes, and a provider token given
    /// with a request needs a campaign token. A media entry (a Products.plist entry of Apple's
    /// sample) may hold a provider token alone: the sample loads it and sends no tokens.
    /// `campaignGiven`/`providerGiven` say whether the tokens came from the request itself, so the
    /// command layer can point at them.
    public static func validateTokens(campaign: String, provider: String, campaignGiven: Bool = false,
                                      providerGiven: Bool = false) throws(ProductPageError) {
        if campaign.utf8.count > ProductPageParameters.maximumCampaignTokenBytes {
            throw .campaignTokenTooLong(campaign, given: campaignGiven)
        }
        if campaign.isEmpty, !provider.isEmpty, providerGiven {
            throw .providerWithoutCampaign(given: providerGiven)
        }
    }
}
