import StoreKitSim

/// `sandbox-account region CODE`: the Sandbox Apple Account's region changes in App Store
/// Connect; the device sees it only after signing out and in (Apple's SKStorefront).
public struct SandboxAccountRegionCommand: TypedCommand {
    public var region = Storefront.usa

    public init() {}
    public init(_ region: Storefront) { self.region = region }

    public static let declaration = CommandDeclaration(
        "sandbox-account region", area: .storefront,
        summary: "change the Sandbox Apple Account's country or region in App Store Connect",
        discussion: """
            In the sandbox environment (see 'environment') the storefront is the Sandbox Apple Account's country or region \
            (\"SKStorefront\"). Changing it in App Store Connect changes nothing on the device until the tester signs out and in \
            ('sandbox-account sign-in'), which moves the account as 'storefront set' does. In the production environment there is no \
            sandbox account: 'storefront set' moves the customer's account.
            """,
        examples: ["sandbox-account region FRA"])
    public static let fields: [CommandField<Self>] = [
        .argument("CODE", \.region, .storefront, help: "the Sandbox Apple Account's new country or region"),
    ]

    public func run(in session: Session) throws {
        try session.perform { try $0.setSandboxRegion(region) }
    }
}
