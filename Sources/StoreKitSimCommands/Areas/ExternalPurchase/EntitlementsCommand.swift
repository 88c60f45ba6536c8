import StoreKitSim

/// `entitlements`: the app's external purchase entitlements and Info.plist keys.
public struct EntitlementsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "entitlements", area: .device, summary: "list the app's external purchase entitlements and Info.plist keys",
        discussion: """
            One entitlement per line with its alias (and its regions for the allowed-regions entitlement), then each Info.plist key \
            with its codes. The built-in app holds the EU link entitlement with all of EU-27 listed.
            """,
        examples: ["entitlements"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let app = session.world.external.app
        if app.entitlements.isEmpty { session.emit("no entitlements") }
        for entitlement in app.entitlements { session.emit(EntitlementText.line(entitlement, app)) }
        for key in app.plist.keys.sorted() { session.emit("\(key.rawValue) \(app.plist[key]!.joined(separator: " "))") }
    }
}
