import StoreKitSim

/// `app relaunch [--new-device]`: the app launches again and its observer gets what it left unfinished.
public struct AppRelaunchCommand: TypedCommand {
    /// The app is installed and launched on another device of the same account.
    public var newDevice = false

    public init() {}
    public init(newDevice: Bool) { self.newDevice = newDevice }

    public static let declaration = CommandDeclaration(
        "app relaunch", area: .device, summary: "relaunch the app, or launch it on a second device of the same account",
        discussion: """
            The app launches and adds its transaction observer: every transaction it has not finished is delivered again, purchased, \
            restored and failed alike (paymentQueue(_:updatedTransactions:); StoreKit 2's Transaction.updates, and \
            Transaction.unfinished lists them: \"Transaction.unfinished\", \"Offering, completing, and restoring in-app purchases\"). \
            This is where an app that forgets finishTransaction(_:) shows it. With --new-device the unfinished transactions come too \
            (UNCONFIRMED across devices), but the account's entitlements reach the app only after 'restore' \
            (restoreCompletedTransactions()) or 'appstore sync' (AppStore.sync()): until then Transaction.currentEntitlements is empty \
            and Transaction.all lists only unfinished transactions (the tool's rule, UNCONFIRMED). Consumables never come back.
            """,
        examples: ["app relaunch", "app relaunch --new-device"])
    public static let fields: [CommandField<Self>] = [
        .flag("new-device", \.newDevice, help: "the app is installed and launched on another device of the same account"),
    ]

    public func run(in session: Session) throws {
        let newDevice = newDevice
        session.perform { $0.launchApp(onNewDevice: newDevice) }
    }
}
