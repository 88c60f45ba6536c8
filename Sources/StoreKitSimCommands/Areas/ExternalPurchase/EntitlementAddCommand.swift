import StoreKitSim

/// `entitlement add NAME [REGION...]`: the app is given an external purchase entitlement, or the
/// allowed-regions one lists more regions.
public struct EntitlementAddCommand: TypedCommand {
    public var entitlement = ExternalPurchaseEntitlement.euLink
    /// Lowercase alpha-2 codes, only for the allowed-regions entitlement.
    public var regions: [String] = []

    public init() {}
    public init(_ entitlement: ExternalPurchaseEntitlement, regions: [String] = []) {
        self.entitlement = entitlement
        self.regions = regions
    }

    public static let declaration = CommandDeclaration(
        "entitlement add", area: .device,
        summary: "give the app an external purchase entitlement, or add regions to the allowed-regions one",
        discussion: """
            com.apple.developer.storekit.external-purchase-link (alias eu-link) and \
            com.apple.developer.storekit.external-purchase-link-streaming (alias streaming) are Boolean and need their Info.plist key \
            ('plist set'). com.apple.developer.storekit.custom-purchase-link.allowed-regions (alias custom-link) lists its regions as \
            its value: EU-27 codes, jp and br, lowercase as Apple writes them; it needs no Info.plist key. Adding adds: the regions \
            join those the entitlement already lists (one it lists already stays, once), so 'entitlement add custom-link fr' after \
            'entitlement add custom-link jp' lists jp fr. 'entitlement set' replaces the list; 'entitlement remove NAME REGION...' \
            takes regions out. Prints the entitlement with its whole list.
            """,
        examples: ["entitlement add streaming", "entitlement add custom-link jp",
                   "entitlement add com.apple.developer.storekit.custom-purchase-link.allowed-regions jp fr"])
    public static let fields: [CommandField<Self>] = [
        .argument("NAME", \.entitlement, .entitlement, help: "Apple's key or its alias: eu-link, custom-link, streaming"),
        .arguments("REGION", \.regions, .regionCode, atLeastOne: false,
                   help: "lowercase alpha-2 codes, only for the allowed-regions entitlement"),
    ]

    public func run(in session: Session) throws {
        let entitlement = entitlement, regions = regions
        try session.perform { try $0.external.app.add(entitlement, regions: regions) }
        session.emit(EntitlementText.line(entitlement, session.world.external.app))
    }
}
