import StoreKitSim

/// `plist set KEY VALUE...`: an Info.plist region list of the external purchase entitlements.
public struct PlistSetCommand: TypedCommand {
    public var key = InfoPlistKey.customLinkRegions
    /// Lowercase alpha-2 codes.
    public var regions: [String] = []

    public init() {}
    public init(_ key: InfoPlistKey, regions: [String]) {
        self.key = key
        self.regions = regions
    }

    public static let declaration = CommandDeclaration(
        "plist set", area: .device, summary: "set an Info.plist region list",
        discussion: """
            Replaces the key's array. Values are lowercase alpha-2 codes, as Apple's keys take them: \
            SKExternalPurchaseCustomLinkRegions accepts EU-27, SKExternalPurchaseLinkStreamingRegions EU-27 plus is and no. Uppercase \
            or alpha-3 codes are refused with the right spelling as a hint.
            """,
        examples: ["plist set SKExternalPurchaseCustomLinkRegions fr de",
                   "plist set SKExternalPurchaseLinkStreamingRegions is no"])
    public static let fields: [CommandField<Self>] = [
        .argument("KEY", \.key, .plistKey, help: "SKExternalPurchaseCustomLinkRegions or SKExternalPurchaseLinkStreamingRegions"),
        .arguments("VALUE", \.regions, .regionCode, help: "lowercase alpha-2 codes, e.g. fr de"),
    ]

    public func run(in session: Session) throws {
        let key = key, regions = regions
        try session.perform { try $0.external.app.setPlist(key, regions) }
        session.emit("\(key.rawValue) \(regions.joined(separator: " "))")
    }
}
