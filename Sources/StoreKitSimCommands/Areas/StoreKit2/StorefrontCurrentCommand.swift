import StoreKitSim

/// `storefront current`: Storefront.current.
public struct StorefrontCurrentCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "storefront current", area: .storeKit2, summary: "show Storefront.current",
        discussion: """
            The account's storefront with Storefront's properties: countryCode (ISO 3166-1 alpha-3) and id. 'storefront set' changes \
            it; in the storekit2 vocabulary the change prints as a Storefront.updates line.
            """,
        examples: ["storefront current"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.emit("Storefront.current " + StoreKit2Text.storefront(session.world.storefront))
    }
}
