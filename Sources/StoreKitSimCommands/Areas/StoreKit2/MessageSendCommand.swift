import StoreKitSim

/// `message send REASON [PRODUCT]`: the App Store sends the app a message (Message.messages).
public struct MessageSendCommand: TypedCommand {
    /// A Message.Reason case name.
    public var reason = StoreMessage.Reason.generic.rawValue
    /// The subscription the message is about.
    public var product: ProductID?

    public init() {}
    public init(_ reason: StoreMessage.Reason, product: ProductID? = nil) {
        self.reason = reason.rawValue
        self.product = product
    }

    public static let declaration = CommandDeclaration(
        "message send", area: .storeKit2, summary: "the App Store sends the app a message (Message.messages)",
        discussion: """
            Message.Reason: priceIncreaseConsent, billingIssue, winBackOffer, generic. The app's listener lets it display at once or \
            defers it, as 'message-handling' says. The App Store also sends priceIncreaseConsent when 'price-increase request' asks for \
            consent and billingIssue when a renewal enters billing retry. Messages reach only a StoreKit 2 app: they print in the \
            storekit2 vocabulary only.
            """,
        examples: ["message send winBackOffer com.example.pro.monthly", "message send generic"])
    public static let fields: [CommandField<Self>] = [
        .argument("REASON", \.reason, .choice(StoreMessage.Reason.allCases.map(\.rawValue), placeholder: "REASON"), help: "a Message.Reason"),
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "the subscription it is about"),
    ]

    public func run(in session: Session) throws {
        guard let reason = StoreMessage.Reason(rawValue: reason) else { return }
        session.perform { $0.sendMessage(reason, productID: product) }
    }
}
