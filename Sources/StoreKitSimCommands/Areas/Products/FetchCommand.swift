import StoreKitSim

/// `fetch`: the fetchProductInfo sample of Apple's SKStorefront page.
public struct FetchCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "fetch", area: .products,
        summary: "run the fetchProductInfo sample of Apple's SKStorefront page: shouldShow each app product, then request",
        discussion: """
            For each of the app's product ids, shouldShow(_:in:) with the current storefront (the branch it took is shown: not listed, \
            listed with, listed without the countryCode), then one SKProductsRequest for the ids it allowed.
            """,
        examples: ["fetch"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.fetchProductInfo() }
    }
}
