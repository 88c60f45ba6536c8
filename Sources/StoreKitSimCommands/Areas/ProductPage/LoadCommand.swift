import StoreKitSim

/// `load ITUNES-ID [tokens]`: SKStoreProductViewController.loadProduct(withParameters:completionBlock:)
/// with the parameter dictionary Apple's "Offering media for sale in your app" sample builds.
public struct LoadCommand: TypedCommand {
    /// SKStoreProductParameterITunesItemIdentifier, as digits.
    public var itemID = ""
    /// Campaign token, overriding the media entry's.
    public var campaign: String?
    /// Provider token, overriding the media entry's.
    public var provider: String?
    /// SKStoreProductParameterAffiliateToken.
    public var affiliate: String?
    /// SKStoreProductParameterAdvertisingPartnerToken.
    public var advertisingPartner: String?
    /// SKStoreProductParameterCustomProductPageIdentifier.
    public var customPage: String?

    public init() {}
    public init(_ itemID: String, campaign: String? = nil, provider: String? = nil, affiliate: String? = nil,
                advertisingPartner: String? = nil, customPage: String? = nil) {
        self.itemID = itemID
        self.campaign = campaign
        self.provider = provider
        self.affiliate = affiliate
        self.advertisingPartner = advertisingPartner
        self.customPage = customPage
    }

    public static let declaration = CommandDeclaration(
        "load", area: .productPage, summary: "load an App Store product page and present it modally",
        discussion: """
            Prints the parameter dictionary the app passes to loadProduct(withParameters:completionBlock:), one key per line, sorted, with \
            the SKStoreProductParameter key names; the iTunes identifier prints bare as the NSNumber Apple documents (the sample itself \
            passes its string), the other values quoted as strings. SKStoreProductParameterITunesItemIdentifier is always there. The \
            campaign and provider tokens (the media entry's, unless --campaign or --provider override them) are added only when the item is \
            an application and both are non-empty, the sample's rule; a token left out gets a 'not sent' line saying why. A campaign token \
            over 40 bytes of UTF-8 is an error, and so is --provider with no campaign token at all (stricter than the sample, which only \
            leaves both out: UNCONFIRMED); a media entry's provider token without a campaign token is not sent, with the reason. \
            Then the completion block's result: true, and the page is presented modally ('The store view controller was presented.', as the \
            sample prints), or false with the error the sample prints ('Error: ' and its localizedDescription). An item not in the media \
            list fails with SKErrorDomain code 0; with 'page network offline' every load fails with NSURLErrorDomain -1009. Apple documents \
            neither error (UNCONFIRMED): these are the simulator's defaults. \
            Loading while a page is presented replaces its content, as Apple documents. Each page that loads counts once for its campaign \
            and provider tokens ('campaigns').
            """,
        examples: ["load 12345 --campaign x", "load 12345", "load 12345 --affiliate 1l3vpPM"])
    public static let fields: [CommandField<Self>] = [
        .argument("ITUNES-ID", \.itemID, .iTunesID, help: "the item's iTunes identifier"),
        .option("campaign", \.campaign, .pageToken, help: "campaign token, overriding the media entry's; at most 40 bytes"),
        .option("provider", \.provider, .pageToken, help: "provider token, overriding the media entry's; needs a campaign token"),
        .option("affiliate", \.affiliate, .pageToken, help: "SKStoreProductParameterAffiliateToken"),
        .option("advertising-partner", \.advertisingPartner, .pageToken, help: "SKStoreProductParameterAdvertisingPartnerToken"),
        .option("custom-page", \.customPage, .uuid, help: "SKStoreProductParameterCustomProductPageIdentifier (a ppid)"),
    ]

    public func run(in session: Session) throws {
        let request = ProductPageRequest(itemID: itemID, campaignToken: campaign, providerToken: provider, affiliateToken: affiliate,
                                         advertisingPartnerToken: advertisingPartner, customProductPageID: customPage)
        try session.perform { try $0.loadProductPage(request) }
    }
}
