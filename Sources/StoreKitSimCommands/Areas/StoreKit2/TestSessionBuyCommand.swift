import StoreKitSim

/// `test-session buy ID [options]`: SKTestSession.buyProduct(identifier:options:), a test's
/// purchase made outside the app.
public struct TestSessionBuyCommand: TypedCommand {
    public var product: ProductID = ""
    /// Product.PurchaseOption.purchaseDate(_:renewalBehavior:): seconds before now; nil is now.
    public var ago: Int64?
    /// A `World.RenewalBehavior` case name; nil is renewUntilNow.
    public var renewal: String?
    /// codeOffer: the offer code the purchase uses.
    public var codeOffer: String?
    /// promotionalOffer(id:): a promotional offer, no signature needed.
    public var promotionalOffer: String?

    public init() {}
    public init(_ product: ProductID, ago: Int64? = nil, renewal: World.RenewalBehavior? = nil, codeOffer: String? = nil,
                promotionalOffer: String? = nil) {
        self.product = product
        self.ago = ago
        self.renewal = renewal?.rawValue
        self.codeOffer = codeOffer
        self.promotionalOffer = promotionalOffer
    }

    public static let declaration = CommandDeclaration(
        "test-session buy", area: .storeKit2, summary: "buy a product outside the app (SKTestSession.buyProduct(identifier:options:))",
        discussion: """
            A test's purchase, made outside the app: no payment sheet; the purchased transaction reaches the app through the observer \
            (Transaction.updates). --ago dates it in the past (\"Specify a date in the past or the current moment\"); an \
            auto-renewable subscription then renews up to now, a transaction for each period (renewUntilNow: \"generates transactions \
            for all the subscription renewals up to the current date\"), or keeps one period and expires (cancelImmediately: \
            \"resulting in only one subscription period\"). --code-offer applies an offer code's offer to the purchase; \
            --promotional-offer a promotional offer, by id and without a signature, as StoreKit Test's \
            Product.PurchaseOption.promotionalOffer(id:) does.
            """,
        examples: ["test-session buy com.example.pro.monthly --ago 65d",
                   "test-session buy com.example.pro.monthly --ago 65d --renewal cancelImmediately"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.product, .productID, help: "a product in the catalog"),
        .option("ago", \.ago, .duration,
                help: "Product.PurchaseOption.purchaseDate(_:renewalBehavior:): the purchase date, this long before now"),
        .option("renewal", \.renewal, .choice(World.RenewalBehavior.allCases.map(\.rawValue)), valueName: "BEHAVIOR",
                help: "renewUntilNow (the default) or cancelImmediately"),
        .option("code-offer", \.codeOffer, .word, valueName: "CODE", help: "codeOffer: the offer code the purchase uses"),
        .option("promotional-offer", \.promotionalOffer, .word, valueName: "OFFER",
                help: "promotionalOffer(id:): a promotional offer, no signature needed"),
    ]

    public func run(in session: Session) throws {
        let behavior = renewal.flatMap(World.RenewalBehavior.init(rawValue:)) ?? .renewUntilNow
        try session.perform {
            try $0.buyProductOutsideApp(product, secondsAgo: ago ?? 0, renewal: behavior, codeOffer: codeOffer,
                                        promotionalOffer: promotionalOffer)
        }
    }
}
