import StoreKitSim

/// `price-increase request PRODUCT [--price NEW]`: SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:),
/// or App Store Connect's increase to existing subscribers.
public struct PriceIncreaseRequestCommand: TypedCommand {
    public var product: ProductID = ""
    /// The new price in the storefront's currency, as typed; nil asks consent at once.
    public var price: String?

    public init() {}
    public init(_ product: ProductID, price: String? = nil) {
        self.product = product
        self.price = price
    }

    public static let declaration = CommandDeclaration(
        "price-increase request", area: .subscriptions, summary: "tell the subscriber of a price increase; ask consent when it needs it",
        discussion: """
            Without --price, like SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:): the customer is asked to \
            consent. With --price NEW, as App Store Connect does for an increase to existing subscribers (\"Managing Price Increases \
            for Auto-Renewable Subscriptions\", \"Auto-renewable subscription price increase thresholds\"): consent is asked only when \
            the increase is more than 50% and more than US$5 a period (US$50 a year for an annual subscription), or is the \
            subscriber's second increase within a year; otherwise the customer is notified (priceIncreaseStatus agreed) and renews at \
            NEW. Without consent by the renewal date the subscription expires at the end of its period \
            (didNotConsentToPriceIncrease); a decline turns auto-renew off (autoRenewDisabled). Expiry, auto-renew off and a \
            forced renewal remove a pending increase (priceIncreaseStatus noIncreasePending, as \
            requestPriceIncreaseConsentForTransaction(identifier:) says). UNCONFIRMED, the tool's rule: \
            another currency's increase is measured in US dollars at the \
            tool's approximate rates, and the countries and regions where every increase needs consent are not modelled.
            """,
        examples: ["price-increase request com.example.pro.monthly", "price-increase request com.example.pro.monthly --price 5.99"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "an active subscription"),
        .option("price", \.price, .word, valueName: "NEW",
                help: "the new price in the storefront's currency: consent only above Apple's thresholds"),
    ]

    public func run(in session: Session) throws {
        var newPrice: Price?
        if let price {
            let currency = session.world.storefront.currency
            guard let parsed = Price(parsing: price, currency: currency) else {
                throw CommandError(code: "bad-price", message: "'\(price)' is not a \(currency) price",
                                   hint: "write a number with at most three decimals in the storefront's currency, e.g. 5.99",
                                   argument: Self.name(of: \.price))
            }
            newPrice = parsed
        }
        try session.perform { try $0.requestPriceIncrease(product, to: newPrice) }
    }
}
