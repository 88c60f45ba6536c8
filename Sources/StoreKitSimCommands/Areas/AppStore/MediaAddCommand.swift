import StoreKitSim

/// `media add ITUNES-ID --title T [options]`: a media item, as a Products.plist entry of Apple's
/// "Offering media for sale in your app" sample.
public struct MediaAddCommand: TypedCommand {
    public var iTunesID = ""
    /// The title the app's list shows; required.
    public var title: String?
    /// The item is an application (isApplication YES).
    public var app = false
    public var campaign: String?
    public var provider: String?

    public init() {}
    public init(_ iTunesID: String, title: String, app: Bool = false, campaign: String? = nil, provider: String? = nil) {
        self.iTunesID = iTunesID
        self.title = title
        self.app = app
        self.campaign = campaign
        self.provider = provider
    }

    public static let declaration = CommandDeclaration(
        "media add", area: .appStore, summary: "add a media item, or replace the one with the same iTunes identifier",
        discussion: """
            Like a Products.plist entry of the sample: productIdentifier, title, isApplication, campaignToken and providerToken. The \
            sample sends the tokens only for an application with both tokens non-empty. A campaign token over 40 bytes (UTF-8) is \
            refused, as Apple's rule for SKStoreProductParameterCampaignToken says; an entry with a provider token and no campaign \
            token is kept, as the sample keeps such a Products.plist entry, and its loads send no tokens (with the reason).
            """,
        examples: ["media add 67890 --title 'Partner App' --app --campaign spring --provider 118800",
                   "media add 24680 --title 'Sample Album'"])
    public static let fields: [CommandField<Self>] = [
        .argument("ITUNES-ID", \.iTunesID, .iTunesID, help: "the item's iTunes identifier, e.g. 364709193"),
        .option("title", \.title, .word, valueName: "T", help: "the title the app's list shows (required)"),
        .flag("app", \.app, help: "the item is an application (isApplication YES)"),
        .option("campaign", \.campaign, .pageToken, help: "App Analytics campaign token, at most 40 bytes"),
        .option("provider", \.provider, .pageToken, help: "provider token of the app's developer; sent only with a campaign token"),
    ]

    public func run(in session: Session) throws {
        let id = iTunesID
        guard let title, !title.isEmpty else {
            throw CommandError(code: "missing-title", message: "'media add' needs --title T (the title the app's list shows)",
                               hint: "for example 'media add \(id) --title \"Sample App\" --app'")
        }
        let campaign = campaign ?? "", provider = provider ?? ""
        try MediaItem.validateTokens(campaign: campaign, provider: provider, campaignGiven: true, providerGiven: false)
        let item = MediaItem(id: id, title: title, isApplication: app, campaignToken: campaign, providerToken: provider)
        let replaced = session.world.productPage.add(item)
        session.emit((replaced ? "media replaced " : "media added ") + ProductPageText.mediaLine(item))
    }
}
