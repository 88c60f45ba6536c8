import StoreKitSim

/// `auto-renew PRODUCT on|off`: SKTestSession.enableAutoRenewForTransaction(identifier:) and
/// disableAutoRenewForTransaction(identifier:), or the customer in Settings.
public struct AutoRenewCommand: TypedCommand {
    public var product: ProductID = ""
    /// `on` or `off`.
    public var state = "on"

    public init() {}
    public init(_ product: ProductID, on: Bool) {
        self.product = product
        self.state = on ? "on" : "off"
    }

    public static let declaration = CommandDeclaration(
        "auto-renew", area: .subscriptions, summary: "turn a subscription's auto-renew on or off",
        discussion: """
            Like SKTestSession.disableAutoRenewForTransaction(identifier:) and enableAutoRenewForTransaction(identifier:), or the \
            customer in Settings: with auto-renew off the subscription keeps its service to the end of the period, then expires \
            (autoRenewDisabled). Off during billing retry or its grace period leaves retry at once: it expires now, there being no \
            paid period left (UNCONFIRMED for the grace period).
            """,
        examples: ["auto-renew com.example.pro.monthly off", "auto-renew com.example.pro.monthly on"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .subscriptionProduct, help: "a subscription the customer has"),
        .argument("STATE", \.state, .choice(["on", "off"]), help: "off: it runs to the end of its period, then expires"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.setAutoRenew(product, state == "on") }
    }
}
