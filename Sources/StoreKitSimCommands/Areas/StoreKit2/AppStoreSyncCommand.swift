import StoreKitSim

/// `appstore sync`: AppStore.sync(), StoreKit 2's restore.
public struct AppStoreSyncCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "appstore sync", area: .storeKit2, summary: "call AppStore.sync()",
        discussion: """
            StoreKit 2's restore: it brings the app's transactions up to date with the App Store (Transaction.currentEntitlements then \
            holds what the customer owns; on a second device, see 'app relaunch --new-device'). It shows the sign-in prompt, answered \
            by 'sync-sign-in' (cancel: it throws StoreKitError.userCancelled). The simulated App Store is always up to date, so it \
            returns, or throws the error 'simulate-error appStoreSync ERROR' sets.
            """,
        examples: ["appstore sync"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.perform { $0.syncWithAppStore() }
    }
}
