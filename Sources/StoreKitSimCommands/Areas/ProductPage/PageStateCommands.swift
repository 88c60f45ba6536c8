import StoreKitSim

/// What the product page area knows: the page that is up, the network setting, and the
/// campaign counts that measure a cross-promotion (Apple's "Offering media for sale in your app").
enum PageStateCommands {
    static let all: [CommandSpec] = [
        CommandSpec(CampaignsCommand.self),
        CommandSpec(PageCommand.self),
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
