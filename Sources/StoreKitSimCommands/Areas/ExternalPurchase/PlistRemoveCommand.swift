import StoreKitSim

/// `plist remove KEY`: an Info.plist key of the external purchase entitlements is dropped.
public struct PlistRemoveCommand: TypedCommand {
    public var key = InfoPlistKey.customLinkRegions

    public init() {}
    public init(_ key: InfoPlistKey) { self.key = key }

    public static let declaration = CommandDeclaration(
        "plist remove", area: .device, summary: "remove an Info.plist key",
        discussion: "Without its key, a Boolean entitlement covers no storefront.",
        examples: ["plist remove SKExternalPurchaseCustomLinkRegions"])
    public static let fields: [CommandField<Self>] = [
        .argument("KEY", \.key, .plistKey, help: "SKExternalPurchaseCustomLinkRegions or SKExternalPurchaseLinkStreamingRegions"),
    ]

    public func run(in session: Session) throws {
        let key = key
        try session.perform { try $0.external.app.removePlist(key) }
        session.emit("removed \(key.rawValue)")
    }
}
