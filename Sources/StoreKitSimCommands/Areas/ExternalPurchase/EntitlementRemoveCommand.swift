import StoreKitSim

/// `entitlement remove NAME [REGION...]`: the app loses an entitlement, or the allowed-regions
/// one lists fewer regions.
public struct EntitlementRemoveCommand: TypedCommand {
    public var entitlement = ExternalPurchaseEntitlement.euLink
    /// Regions to take out of the allowed-regions entitlement; empty removes the entitlement.
    public var regions: [String] = []

    public init() {}
    public init(_ entitlement: ExternalPurchaseEntitlement, regions: [String] = []) {
        self.entitlement = entitlement
        self.regions = regions
    }

    public static let declaration = CommandDeclaration(
        "entitlement remove", area: .device,
        summary: "take an external purchase entitlement away, or regions out of the allowed-regions one",
        discussion: """
            Without regions the app loses the entitlement; the Info.plist keys stay as they are ('plist remove' drops them). With \
            regions, only those leave the allowed-regions entitlement's list and it prints what it still lists; each must be listed, \
            and one must stay (remove the entitlement itself instead).
            """,
        examples: ["entitlement remove eu-link", "entitlement remove custom-link fr"])
    public static let fields: [CommandField<Self>] = [
        .argument("NAME", \.entitlement, .entitlement, help: "Apple's key or its alias"),
        .arguments("REGION", \.regions, .regionCode, atLeastOne: false, help: "regions to take out of the allowed-regions entitlement"),
    ]

    public func run(in session: Session) throws {
        let entitlement = entitlement, regions = regions
        try session.perform { try $0.external.app.remove(entitlement, regions: regions) }
        session.emit(regions.isEmpty ? "removed \(entitlement.rawValue)" : EntitlementText.line(entitlement, session.world.external.app))
    }
}
