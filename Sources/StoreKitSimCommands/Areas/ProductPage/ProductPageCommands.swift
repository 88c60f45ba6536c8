import StoreKitSim

/// SKStoreProductViewController as the sample drives it (Apple's "Offering media for sale in your app"; Apple's SKStoreProductViewController): load a
/// page with a parameter dictionary, buy on it, dismiss it, and read the campaign counts.
enum ProductPageCommands {
    static let all: [CommandSpec] = MediaCommands.all + [
        CommandSpec("load", area: .productPage,
                    arguments: [ArgumentSpec("ITUNES-ID", .iTunesID, help: "the item's iTunes identifier")],
                    options: [
                        OptionSpec("campaign", .pageToken, help: "campaign token, overriding the media entry's; at most 40 bytes"),
                        OptionSpec("provider", .pageToken, help: "provider token, overriding the media entry's; needs a campaign token"),
                        OptionSpec("affiliate", .pageToken, help: "SKStoreProductParameterAffiliateToken"),
                        OptionSpec("advertising-partner", .pageToken, help: "SKStoreProductParameterAdvertisingPartnerToken"),
                        OptionSpec("custom-page", .uuid, help: "SKStoreProductParameterCustomProductPageIdentifier (a ppid)"),
                    ],
                    summary: "load an App Store product page and present it modally",
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
                    examples: ["load 12345 --campaign x", "load 12345", "load 12345 --affiliate 1l3vpPM"]) { session, arguments in
            let request = ProductPageRequest(itemID: try arguments.required(Key.itunesID), campaignToken: arguments[Key.campaign],
                                             providerToken: arguments[Key.provider], affiliateToken: arguments[Key.affiliate],
                                             advertisingPartnerToken: arguments[Key.advertisingPartner],
                                             customProductPageID: arguments[Key.customPage])
            try session.perform { try $0.loadProductPage(request) }
        },
        CommandSpec("done", area: .productPage, summary: "tap Done on the product page",
                    discussion: """
                        StoreKit calls the delegate's productViewControllerDidFinish(_:); the sample's delegate dismisses the page and prints 'The \
                        store view controller was dismissed.' Needs a page presented by 'load'.
                        """,
                    examples: ["done"]) { session, _ in
            try session.perform { try $0.finishProductPage() }
        },
    ] + PageStateCommands.all

    /// This area's lines for `status`, printed as they are made.
    static func emitStatus(_ session: Session) {
        let total = session.world.productPage.tally.total
        session.emit(LineText("media \(session.world.productPage.media.count)"))
        session.emit(Settings.line(.pageNetwork, session))
        session.emit(Settings.line(.pageUnknownItem, session))
        session.emit(LineText("page loads \(total.loads) purchases \(total.purchases)"))
    }
}
