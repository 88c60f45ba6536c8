import StoreKitSim

/// What the product page area knows: the page that is up, the network setting, and the
/// campaign counts that measure a cross-promotion (seed 000).
enum PageStateCommands {
    static let all: [CommandSpec] = [
        CommandSpec("campaigns", area: .productPage, summary: "show page loads, purchases and conversion per campaign",
                    discussion: "One line per campaign and provider token pair the app sent, then pages loaded without tokens, then the total. A load is a page that was presented; a purchase is a 'buy' on such a page; conversion is purchases per load as a percentage with one decimal, rounded half up. This is the cross-promotion effectiveness App Analytics reports for the campaign and provider tokens.",
                    examples: ["campaigns"]) { session, _ in
            let tally = session.world.productPage.tally
            guard !tally.rows.isEmpty else { session.emit("no product pages loaded"); return }
            for row in tally.rows {
                session.emit("\(ProductPageText.tokens(row.key)) \(ProductPageText.counts(row.count))")
            }
            session.emit("total \(ProductPageText.counts(tally.total))")
        },
        CommandSpec("page", area: .productPage, summary: "show the presented product page and the network setting",
                    discussion: "The item the presented page shows with the tokens it was loaded with (or none), whether it was bought, and whether loads can reach the App Store.",
                    examples: ["page"]) { session, _ in
            for line in pageLines(session.world) { session.emit(line) }
        },
        CommandSpec("page network", area: .productPage, arguments: [ArgumentSpec("STATE", .choice(["online", "offline"]))],
                    summary: "let product page loads reach the App Store, or fail them as offline",
                    discussion: "offline makes every 'load' fail: the completion block gets false and an NSURLErrorDomain -1009 error ('The Internet connection appears to be offline.'), the simulator's stand-in for a network failure. The default is online.",
                    examples: ["page network offline", "page network online"]) { session, arguments in
            session.world.productPage.networkAvailable = arguments.optionalText("STATE") == "online"
            session.emit("network \(session.world.productPage.networkAvailable ? "online" : "offline")")
        },
        CommandSpec("page unknown-item", area: .productPage,
                    arguments: [ArgumentSpec("BEHAVIOR", .choice(UnknownItemBehavior.allCases.map(\.rawValue)))],
                    summary: "choose what loading an unknown iTunes id does",
                    discussion: "Apple does not document what loadProduct(withParameters:completionBlock:) does for an item the App Store does not have (UNCONFIRMED). error (the default): the completion block gets false and SKErrorDomain code 0. silent: the completion block is never called and no page appears, as developers reported for iOS 8 (radars 19220228 and 20089825); an app that waits for it hangs.",
                    examples: ["page unknown-item silent", "page unknown-item error"]) { session, arguments in
            if let name = arguments.optionalText("BEHAVIOR"), let behavior = UnknownItemBehavior(rawValue: name) {
                session.world.productPage.unknownItemBehavior = behavior
            }
            session.emit("unknown-item \(session.world.productPage.unknownItemBehavior.rawValue)")
        },
    ]

    static func pageLines(_ world: World) -> [String] {
        var lines: [String] = []
        if let page = world.productPage.presented {
            var line = "page \(page.item.id) \(ProductPageText.quoted(page.item.title))"
            if let campaign = page.campaignToken, let provider = page.providerToken {
                line += " campaign \(ProductPageText.quoted(campaign)) provider \(ProductPageText.quoted(provider))"
            }
            lines.append(line + (page.purchased ? " purchased" : ""))
        } else {
            lines.append("page none")
        }
        lines.append("network \(world.productPage.networkAvailable ? "online" : "offline")")
        lines.append("unknown-item \(world.productPage.unknownItemBehavior.rawValue)")
        return lines
    }
}
