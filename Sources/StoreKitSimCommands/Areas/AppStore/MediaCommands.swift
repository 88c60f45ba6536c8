import StoreKitSim

/// The media the App Store sells on product pages: the sample's list of items (Apple's "Offering media for sale in your app").
enum MediaCommands {
    static let all: [CommandSpec] = [
        CommandSpec("media", area: .appStore, summary: "list the media items product pages can show",
                    discussion: """
                        One item per line: iTunes identifier, kind (application or media), title, and the campaign and provider tokens the app \
                        sends when it cross-promotes the item. These are the sample's Products.plist entries; 'media add' and 'catalog load' add \
                        more.
                        """,
                    examples: ["media"]) { session, _ in
            let media = session.world.productPage.media
            if media.isEmpty { session.emit("no media") }
            for item in media { session.emit("media " + ProductPageText.mediaLine(item)) }
        },
        CommandSpec("media add", area: .appStore,
                    arguments: [ArgumentSpec("ITUNES-ID", .iTunesID, help: "the item's iTunes identifier, e.g. 364709193")],
                    options: [
                        OptionSpec("title", .word, valueName: "T", help: "the title the app's list shows (required)"),
                        OptionSpec("app", help: "the item is an application (isApplication YES)"),
                        OptionSpec("campaign", .pageToken, help: "App Analytics campaign token, at most 40 bytes"),
                        OptionSpec("provider", .pageToken, help: "provider token of the app's developer; sent only with a campaign token"),
                    ],
                    summary: "add a media item, or replace the one with the same iTunes identifier",
                    discussion: """
                        Like a Products.plist entry of the sample: productIdentifier, title, isApplication, campaignToken and providerToken. The \
                        sample sends the tokens only for an application with both tokens non-empty. A campaign token over 40 bytes (UTF-8) is \
                        refused, as Apple's rule for SKStoreProductParameterCampaignToken says; an entry with a provider token and no campaign \
                        token is kept, as the sample keeps such a Products.plist entry, and its loads send no tokens (with the reason).
                        """,
                    examples: ["media add 67890 --title 'Partner App' --app --campaign spring --provider 118800",
                               "media add 24680 --title 'Sample Album'"]) { session, arguments in
            let id = try arguments.required(Key.itunesID)
            guard let title = arguments[Key.title], !title.isEmpty else {
                throw CommandError(code: "missing-title", message: "'media add' needs --title T (the title the app's list shows)",
                                      hint: "for example 'media add \(id) --title \"Sample App\" --app'")
            }
            let campaign = arguments[Key.campaign] ?? "", provider = arguments[Key.provider] ?? ""
            try MediaItem.validateTokens(campaign: campaign, provider: provider, campaignGiven: true, providerGiven: false)
            let item = MediaItem(id: id, title: title, isApplication: arguments.isSet(Key.app), campaignToken: campaign, providerToken: provider)
            let replaced = session.world.productPage.add(item)
            session.emit((replaced ? "media replaced " : "media added ") + ProductPageText.mediaLine(item))
        },
    ]

    /// Media lines for the `catalog` listing (the catalog command owns the listing; it may append these).
    static func catalogLines(_ world: World) -> [String] {
        world.productPage.media.map { "media " + ProductPageText.mediaLine($0) }
    }
}
