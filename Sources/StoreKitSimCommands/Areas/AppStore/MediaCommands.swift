import StoreKitSim

/// The media the App Store sells on product pages: the sample's list of items (Apple's "Offering media for sale in your app").
enum MediaCommands {
    static let all: [CommandSpec] = [
        CommandSpec(MediaCommand.self),
        CommandSpec(MediaAddCommand.self),
    ]

    /// Media lines for the `catalog` listing (the catalog command owns the listing; it may append these).
    static func catalogLines(_ world: World) -> [String] {
        world.productPage.media.map { "media " + ProductPageText.mediaLine($0) }
    }
}
