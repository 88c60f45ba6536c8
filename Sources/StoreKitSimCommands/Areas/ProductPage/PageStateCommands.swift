import StoreKitSim

/// What the product page area knows: the page that is up, the network setting, and the
/// campaign counts that measure a cross-promotion (Apple's "Offering media for sale in your app").
enum PageStateCommands {
    static let all: [CommandSpec] = [
        CommandSpec("campaigns", area: .productPage, summary: "show page loads, purchases and conversion per campaign",
                    discussion: """
                        One line per campaign and provider token pair the app sent, then pages loaded without tokens, then the total. A load is a \
                        page that was presented; a purchase is a 'buy' confirmed on such a page (an account buys an item once, so repeated loads \
                        cannot inflate it); conversion is purchases per load as a percentage with one decimal, rounded half up. This is the \
                        cross-promotion effectiveness App Analytics reports for the campaign and provider tokens.
                        """,
                    examples: ["campaigns"]) { session, _ in
            let tally = session.world.productPage.tally
            guard !tally.rows.isEmpty else { session.emit("no product pages loaded"); return }
            for row in tally.rows {
                session.emit("\(ProductPageText.tokens(row.key)) \(ProductPageText.counts(row.count))")
            }
            session.emit("total \(ProductPageText.counts(tally.total))")
        },
        CommandSpec("page", area: .productPage, summary: "show the presented product page and the network setting",
                    discussion: """
                        The item the presented page shows with the tokens it was loaded with (or none), whether it was bought on this page or the \
                        signed-in customer already owns it, and whether loads can reach the App Store.
                        """,
                    examples: ["page"]) { session, _ in
            for line in pageLines(session) { session.emit(line) }
        },
        Settings.command(.pageNetwork),
        Settings.command(.pageUnknownItem),
    ]

    static func pageLines(_ session: Session) -> [String] {
        let world = session.world
        var lines: [String] = []
        if let page = world.productPage.presented {
            var line = "page \(page.item.id) \(ProductPageText.quoted(page.item.title))"
            if let campaign = page.campaignToken, let provider = page.providerToken {
                line += " campaign \(ProductPageText.quoted(campaign)) provider \(ProductPageText.quoted(provider))"
            }
            let owned = world.productPage.owns(world.external.customer.name, page.item.id)
            lines.append(line + (page.purchased ? " purchased" : owned ? " owned by \(world.external.customer.name)" : ""))
        } else {
            lines.append("page none")
        }
        lines.append(Settings.line(.pageNetwork, session))
        lines.append(Settings.line(.pageUnknownItem, session))
        return lines
    }
}
