import StoreKitSim

/// `subscription extend PRODUCT DAYS`: the App Store Server API's Extend a Subscription Renewal Date.
public struct SubscriptionExtendCommand: TypedCommand {
    public var product: ProductID = ""
    /// extendByDays, 1 to 90.
    public var days = 1

    public init() {}
    public init(_ product: ProductID, days: Int) {
        self.product = product
        self.days = days
    }

    public static let declaration = CommandDeclaration(
        "subscription extend", area: .subscriptions, summary: "move a subscription's renewal date later, free of charge",
        discussion: """
            As the App Store Server API's Extend a Subscription Renewal Date does (extendByDays, at most 90): the current \
            period and its transaction's expiresDate end DAYS later, and later periods count from the new date. A subscription \
            in billing retry or its grace period is not extended. At an accelerated renewal rate the days shrink with the \
            periods. The server's RENEWAL_EXTENDED notification follows.
            """,
        examples: ["subscription extend com.example.pro.monthly 30"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "an active subscription in good standing"),
        .argument("DAYS", \.days, .integer(1...90, placeholder: "DAYS"), help: "1 to 90 days"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.extendRenewalDate(product, days: Int64(days)) }
    }
}
