import StoreKitSim

/// `appstore can-make-payments`: AppStore.canMakePayments.
public struct AppStoreCanMakePaymentsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "appstore can-make-payments", area: .storeKit2, summary: "show AppStore.canMakePayments",
        discussion: "False while 'device payments restricted' is set, as StoreKit 1's SKPaymentQueue.canMakePayments().",
        examples: ["appstore can-make-payments"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.emit("AppStore.canMakePayments \(session.world.device.canMakePayments)")
    }
}
