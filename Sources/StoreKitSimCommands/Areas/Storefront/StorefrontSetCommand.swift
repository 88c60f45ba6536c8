import StoreKitSim

/// `storefront set CODE`: the customer's account moves to another storefront (Apple's
/// SKStorefront and paymentQueue(_:shouldContinue:in:)).
public struct StorefrontSetCommand: TypedCommand {
    /// The storefront the account moves to.
    public var storefront = Storefront.usa

    public init() {}
    public init(_ storefront: Storefront) { self.storefront = storefront }

    public static let declaration = CommandDeclaration(
        "storefront set", area: .storefront, summary: "move the customer's account to another storefront",
        discussion: """
            StoreKit calls paymentQueueDidChangeStorefront(_:) and the store UI refreshes. While a transaction is open, StoreKit first \
            asks the delegate's paymentQueue(_:shouldContinue:in:) with the new storefront; a false answer, or no answer within about a \
            second, fails the transaction with storeProductNotAvailable.
            """,
        examples: ["storefront set JPN", "storefront set jp", "storefront set 143462", "storefront set 'united states'"])
    public static let fields: [CommandField<Self>] = [
        .argument("CODE", \.storefront, .storefront,
                  help: "alpha-3 (JPN), alpha-2 (jp), numeric id (143462) or name (Japan; quote one with spaces: 'United States'), any case"),
    ]

    public func run(in session: Session) throws {
        session.perform { $0.changeStorefront(to: storefront) }
    }
}
