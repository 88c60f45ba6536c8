import StoreKitSim

/// `app relaunch [--new-device | --family-member]`: the app launches again and its observer gets
/// what it left unfinished; on another device of the same account, or on a device of the family
/// member who shares with this account.
public struct AppRelaunchCommand: TypedCommand {
    /// The app is installed and launched on another device of the same account.
    public var newDevice = false
    /// The app is launched on a device signed in to the sharing family member's own Apple Account.
    public var familyMember = false

    public init() {}
    public init(newDevice: Bool, familyMember: Bool = false) {
        self.newDevice = newDevice
        self.familyMember = familyMember
    }

    public static let declaration = CommandDeclaration(
        "app relaunch", area: .device,
        summary: "relaunch the app, or launch it on a second device of the same account or on the sharing family member's",
        discussion: """
            The app launches and adds its transaction observer: every transaction it has not finished is delivered again, purchased, \
            restored and failed alike (paymentQueue(_:updatedTransactions:); StoreKit 2's Transaction.updates, and \
            Transaction.unfinished lists them: \"Transaction.unfinished\", \"Offering, completing, and restoring in-app purchases\"). \
            This is where an app that forgets finishTransaction(_:) shows it. With --new-device the unfinished transactions come too \
            (UNCONFIRMED across devices), but the account's entitlements reach the app only after 'restore' \
            (restoreCompletedTransactions()) or 'appstore sync' (AppStore.sync()): until then Transaction.currentEntitlements is empty \
            and Transaction.all lists only unfinished transactions (the tool's rule, UNCONFIRMED). Consumables never come back. \
            With --family-member the app launches on a device signed in to the Apple Account of the family member who shares with \
            this account ('family purchase'): its app transaction ('app-transaction') carries that member's own appTransactionID \
            (\"unique for each family group member\", AppTransaction.appTransactionID) and the device's own deviceVerification; \
            this account's transactions do not come. What the member buys there is not modelled. 'app relaunch' stays on the \
            current device; --new-device returns to a device of this account.
            """,
        examples: ["app relaunch", "app relaunch --new-device", "app relaunch --family-member"])
    public static let fields: [CommandField<Self>] = [
        .flag("new-device", \.newDevice, help: "the app is installed and launched on another device of the same account"),
        .flag("family-member", \.familyMember, help: "the app is launched on a device of the family member who shares with this account"),
    ]

    public func run(in session: Session) throws {
        if newDevice && familyMember {
            throw CommandError(code: "conflicting-options", message: "--new-device and --family-member name two different devices",
                               hint: "give one: --new-device for another device of this account, --family-member for the family member's")
        }
        if familyMember {
            session.perform { $0.launchAppOnFamilyMembersDevice() }
            return
        }
        let newDevice = newDevice
        session.perform { $0.launchApp(onNewDevice: newDevice) }
    }
}
