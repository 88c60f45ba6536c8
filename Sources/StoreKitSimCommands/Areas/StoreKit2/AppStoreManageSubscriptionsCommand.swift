import StoreKitSim

/// `appstore manage-subscriptions`: AppStore.showManageSubscriptions(in:).
public struct AppStoreManageSubscriptionsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "appstore manage-subscriptions", area: .storeKit2, summary: "call AppStore.showManageSubscriptions(in:)",
        discussion: """
            The manage subscriptions sheet comes up, or the call throws the error 'simulate-error manageSubscriptions ERROR' sets.
            """,
        examples: ["appstore manage-subscriptions"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.presentStoreSheet(.manageSubscriptions) }
    }
}
