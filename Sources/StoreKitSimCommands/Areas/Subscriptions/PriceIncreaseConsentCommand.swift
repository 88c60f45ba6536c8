import StoreKitSim

/// `price-increase consent PRODUCT`: SKTestSession.consentToPriceIncreaseForTransaction(identifier:).
public struct PriceIncreaseConsentCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "price-increase consent", area: .subscriptions, summary: "the customer agrees to the price increase",
        discussion: "SKTestSession.consentToPriceIncreaseForTransaction(identifier:): the subscription renews as usual.",
        examples: ["price-increase consent com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription with a price increase pending"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.answerPriceIncrease(product, agree: true) }
    }
}
