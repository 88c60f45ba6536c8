import StoreKitSim

/// `catalog notes`: what the last .storekit load did and what its file holds, beyond its one line.
public struct CatalogNotesCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "catalog notes", area: .appStore, summary: "list the details of the last .storekit file loaded",
        discussion: """
            'catalog load' of a .storekit file prints one line; this lists the rest: what the load did (the settings applied \
            with their values, the products it removed, how many products the app fetched), the file's notes (unknown keys \
            skipped, settings switched on that are read but not simulated, billing plans), the keys read but not simulated, each \
            subscription group's localizations, and each product with its price in the file's storefront, its title in the file's \
            locale, its group, period, localizations and offers.
            """,
        examples: ["catalog notes"], inspects: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        guard let (file, name) = session.configuration else {
            throw CommandError(code: "no-configuration", message: "no .storekit file is loaded",
                               hint: "'catalog load FILE.storekit' loads one; 'catalog' lists the products of the built-in world")
        }
        session.emit("notes on \(name)")
        for line in session.configurationLoad + CatalogLoadSummary(file: file, name: name).details { session.emit(line) }
    }
}
