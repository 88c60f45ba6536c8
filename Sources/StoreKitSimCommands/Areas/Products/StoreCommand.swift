import StoreKitSim

/// `store`: what the app's store UI displays now.
public struct StoreCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "store", area: .products, summary: "show what the app's store UI displays now",
        discussion: """
            The products of the last response that the store UI displays (after a storefront change, only those shouldShow allows in \
            the new storefront), with the prices of that response: SKProduct objects keep the price of the storefront they came from, \
            so 'fetch' again after a change. A development build also shows an error for each invalid id; a production build leaves \
            them out.
            """,
        examples: ["store"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let world = session.world
        let ui = world.storeUI
        session.emit(ProductText.countLine(ui.products.count, "store \(world.storefront.countryCode)"))
        for product in ui.products { session.emit(ProductText.line(product)) }
        for invalid in ui.errors { session.emit("error Invalid product identifier: \(invalid.id)", style: .failure) }
        let stale = Set(ui.products.map(\.storefront)).subtracting([world.storefront.countryCode]).sorted()
        if !stale.isEmpty { session.emit("prices from \(stale.joined(separator: ",")): 'fetch' for \(world.storefront.countryCode) prices") }
    }
}
