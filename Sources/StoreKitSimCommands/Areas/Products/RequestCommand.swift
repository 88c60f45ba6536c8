import StoreKitSim

/// `request ID... [--unretained]`: an SKProductsRequest and its response (Apple's "Fetching
/// product information from the App Store").
public struct RequestCommand: TypedCommand {
    /// The identifiers asked for, valid or not.
    public var ids: [ProductID] = []
    /// The app keeps no strong reference to the request, so it never completes.
    public var unretained = false

    public init() {}
    public init(_ ids: [ProductID], unretained: Bool = false) {
        self.ids = ids
        self.unretained = unretained
    }

    public static let declaration = CommandDeclaration(
        "request", area: .products, summary: "start an SKProductsRequest and show its response",
        discussion: """
            The response lists the products (price in the current storefront's currency, title) and the invalidProductIdentifiers, each \
            with the cause the simulator knows (unknown id, not cleared for sale, not available in this storefront, agreement \
            unsigned). The app logs each invalid id (NSLog, both builds); a development build shows an error for it in the store UI, a \
            production build leaves it out (Apple's \"Fetching product information from the App Store\"). The store UI then shows the \
            response's products.\nUnder an auto-renewable subscription, one indented line per SKProductDiscount of SKProduct.discounts, \
            in SKProductDiscount's property names: the introductory offer first (SKProduct.introductoryPrice), then each promotional \
            offer (`discount identifier ID type subscription`); offer codes and win-back offers are not SKProductDiscounts.\n\
            With --unretained the request is deallocated before it completes: no delegate call ever comes, as \
            Apple's \"Fetching product information from the App Store\" warns.\n\(ApproximatePriceHelp.sentence)
            """,
        examples: ["request com.example.gems com.example.premium", "request com.example.typo", "request com.example.gems --unretained"])
    public static let fields: [CommandField<Self>] = [
        .arguments("ID", \.ids, .productID, help: "product identifiers, valid or not"),
        .flag("unretained", \.unretained, help: "the app keeps no strong reference to the request: it never completes"),
    ]

    public func run(in session: Session) throws {
        session.perform { $0.request(ids, retained: !unretained) }
    }
}
