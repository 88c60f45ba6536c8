import StoreKitSim

/// SKStoreProductViewController as the sample drives it (Apple's "Offering media for sale in your app"; Apple's SKStoreProductViewController): load a
/// page with a parameter dictionary, buy on it, dismiss it, and read the campaign counts.
enum ProductPageCommands {
    static let all: [CommandSpec] = MediaCommands.all + [
        CommandSpec(LoadCommand.self),
        CommandSpec(DoneCommand.self),
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
