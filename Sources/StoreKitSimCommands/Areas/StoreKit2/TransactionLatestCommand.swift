import StoreKitSim

/// `transaction latest ID`: Transaction.latest(for:).
public struct TransactionLatestCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "transaction latest", area: .storeKit2, summary: "show Transaction.latest(for:) for a product",
        discussion: "The product's newest transaction (a subscription's latest renewal), or nil.",
        examples: ["transaction latest com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product id"),
    ]

    public func run(in session: Session) throws {
        StoreKit2Commands.emit(session, "Transaction.latest(for: \(product))", session.world.latestTransaction(for: product).map { [$0] } ?? [],
                               none: "nil")
    }
}
