import StoreKitSim

/// `entitlement set NAME REGION...`: the allowed-regions entitlement lists exactly these regions.
public struct EntitlementSetCommand: TypedCommand {
    public var entitlement = ExternalPurchaseEntitlement.allowedRegions
    /// Lowercase alpha-2 codes: EU-27, jp, br.
    public var regions: [String] = []

    public init() {}
    public init(_ entitlement: ExternalPurchaseEntitlement, regions: [String]) {
        self.entitlement = entitlement
        self.regions = regions
    }

    public static let declaration = CommandDeclaration(
        "entitlement set", area: .device, summary: "replace the regions of the allowed-regions entitlement",
        discussion: """
            The entitlement's value becomes exactly these regions; the app is given the entitlement if it did not hold it. Only \
            com.apple.developer.storekit.custom-purchase-link.allowed-regions has a list of its own: the Boolean entitlements' regions \
            are their Info.plist keys ('plist set').
            """,
        examples: ["entitlement set custom-link fr", "entitlement set custom-link jp br"])
    public static let fields: [CommandField<Self>] = [
        .argument("NAME", \.entitlement, .entitlement, help: "custom-link (the allowed-regions entitlement), by Apple's key or alias"),
        .arguments("REGION", \.regions, .regionCode, help: "lowercase alpha-2 codes: EU-27, jp, br"),
    ]

    public func run(in session: Session) throws {
        let entitlement = entitlement, regions = regions
        try session.perform { try $0.external.app.setRegions(entitlement, regions) }
        session.emit(EntitlementText.line(entitlement, session.world.external.app))
    }
}
