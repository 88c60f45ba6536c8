import StoreKitSim

/// `confirm`: the customer authorizes the payment sheet that is up (in-app or the product page's).
public struct ConfirmCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "confirm", area: .payments, summary: "confirm the payment sheet",
        discussion: """
            The customer authorizes the payment: the transaction becomes purchased, or deferred when Ask to Buy is on. If App Store \
            Connect no longer sells the product in the current storefront it fails with storeProductNotAvailable. On the product page's \
            payment sheet, the media purchase completes.
            """,
        examples: ["confirm"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        if case .mediaPayment? = session.world.sheet { return try session.perform { try $0.confirmMediaPayment() } }
        try session.perform { try $0.confirmPaymentSheet() }
    }
}
