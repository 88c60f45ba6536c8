import StoreKitSim

/// `storefront`: SKPaymentQueue.default().storefront, field by field.
public struct StorefrontShowCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "storefront", area: .storefront, summary: "show the current storefront",
        discussion: """
            Shows SKPaymentQueue.default().storefront: countryCode (ISO 3166-1 alpha-3), identifier (Apple's numeric id), and the name, \
            alpha-2 code and pricing currency.
            """,
        examples: ["storefront"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let storefront = session.world.storefront
        session.emit("countryCode \(storefront.countryCode)")
        session.emit("identifier \(storefront.identifier)")
        session.emit("alpha2 \(storefront.alpha2)")
        session.emit("name \(storefront.name)")
        session.emit("currency \(storefront.currency)")
    }
}
