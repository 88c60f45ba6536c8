import StoreKitSim

/// `media`: the media items product pages can show.
public struct MediaCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "media", area: .appStore, summary: "list the media items product pages can show",
        discussion: """
            One item per line: iTunes identifier, kind (application or media), title, and the campaign and provider tokens the app \
            sends when it cross-promotes the item. These are the sample's Products.plist entries; 'media add' and 'catalog load' add \
            more.
            """,
        examples: ["media"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let media = session.world.productPage.media
        if media.isEmpty { session.emit("no media") }
        for item in media { session.emit("media " + ProductPageText.mediaLine(item)) }
    }
}
