import StoreKitSim

/// `price-increase decline PRODUCT`: SKTestSession.declinePriceIncreaseForTransaction(identifier:).
public struct PriceIncreaseDeclineCommand: TypedCommand {
    public var product: ProductID = ""

    public init() {}
    public init(_ product: ProductID) { self.product = product }

    public static let declaration = CommandDeclaration(
        "price-increase decline", area: .subscriptions, summary: "the customer declines the price increase",
        discussion: """
            SKTestSession.declinePriceIncreaseForTransaction(identifier:), which \"disables auto-renew and removes the \
            subscription's pending price increase status\": willAutoRenew is false, priceIncreaseStatus noIncreasePending \
            (DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED), and the subscription keeps its service to the end of its period, then \
            expires as a cancellation does (autoRenewDisabled, EXPIRED VOLUNTARY). Turning auto-renew back on renews at the price \
            the subscriber pays now: nothing is left to consent to.
            """,
        examples: ["price-increase decline com.example.pro.monthly"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription with a price increase pending"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.answerPriceIncrease(product, agree: false) }
    }
}
