import StoreKitSim

/// `product remove ID`: the product leaves App Store Connect; later requests list it as invalid.
public struct ProductRemoveCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "product remove", area: .appStore, summary: "remove an in-app product from App Store Connect",
        discussion: """
            Later requests list the id in invalidProductIdentifiers (unknown id). SKProduct objects the app already received stay as \
            they were.
            """,
        examples: ["product remove com.example.gems"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product in the catalog"),
    ]

    public func run(in session: Session) throws {
        try session.world.catalog.remove(product)
        session.emit("removed \(product)")
    }
}
