import StoreKitSim

/// `reset [--built-in] [--all]`: the world starts again, as SKTestSession.resetToDefaultState() does.
public struct ResetCommand: TypedCommand {
    /// Start from the built-in world and forget the loaded configuration.
    public var builtIn = false
    /// Also forget the notification destination, retries, faults and log.
    public var all = false

    public init() {}
    public init(builtIn: Bool = false, all: Bool = false) {
        self.builtIn = builtIn
        self.all = all
    }

    public static let declaration = CommandDeclaration(
        "reset", area: .session, summary: "start again from the loaded configuration, or the built-in default world",
        discussion: """
            Drops every change: storefront, device, catalog, transactions, tokens, the clock. After 'catalog load' of a .storekit file, \
            the world starts again from the built-in world with that configuration applied: its products, storefront, locale and other \
            settings (SKTestSession.resetToDefaultState() reverts all settings to those in the configuration file); the lines after the \
            'reset to FILE' line are the load's summary. Media loaded from a Products.plist are not kept. --built-in returns to the \
            built-in world alone and forgets the configuration until the next load. Tracing and the vocabulary stay as they were, and \
            so do the notification destination, retries and log unless --all is given (the log's numbers go on, so no \
            notificationUUID comes twice). In a world of 'storekit-sim serve' a reset also keeps the world's setup: its keys, \
            signing environment, bundle id, app Apple ID and starting instant, and transaction ids go on from where they were; \
            --all returns the signing environment, bundle id and app Apple ID to the world's own.
            """,
        examples: ["reset", "reset --built-in", "reset --all"])
    public static let fields: [CommandField<Self>] = [
        .flag("built-in", \.builtIn, help: "start from the built-in world and forget the loaded configuration"),
        .flag("all", \.all, help: "also forget the notification destination, retries, faults and log"),
    ]

    public func run(in session: Session) throws {
        let previous = session.world
        session.world = .builtIn()
        if all { session.serverNotifications.forgetAll() }
        if builtIn { session.configuration = nil }
        guard let (file, name) = session.configuration else {
            session.keepOnReset?(previous, &session.world, all)
            session.emit("reset")
            return
        }
        session.emit("reset to \(name)")
        CatalogFileCommands.apply(file, from: name, to: session, announce: false)
        session.keepOnReset?(previous, &session.world, all)
    }
}
