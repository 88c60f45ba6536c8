import StoreKitSim

/// `environment [NAME] [--acquisition-lifetime D] [--services-lifetime D]`: where custom link
/// tokens come from, sandbox or production, and production's lifetimes.
public struct EnvironmentCommand: TypedCommand {
    /// nil keeps the environment.
    public var environment: ExternalPurchaseEnvironment?
    /// Production ACQUISITION lifetime in seconds.
    public var acquisitionLifetime: Int64?
    /// Production SERVICES lifetime in seconds.
    public var servicesLifetime: Int64?

    public init() {}
    public init(_ environment: ExternalPurchaseEnvironment?, acquisitionLifetime: Int64? = nil, servicesLifetime: Int64? = nil) {
        self.environment = environment
        self.acquisitionLifetime = acquisitionLifetime
        self.servicesLifetime = servicesLifetime
    }

    public static let declaration = CommandDeclaration(
        "environment", area: .appStore, summary: "show or set where tokens come from: sandbox or production",
        discussion: """
            sandbox (the default): externalPurchaseId starts with SANDBOX_ and tokens live one hour, as documented; sandbox tokens may \
            be reported only to the sandbox server. production: Apple does not document the lifetimes; the simulator uses 180 days for \
            ACQUISITION and 365 days for SERVICES, UNCONFIRMED defaults inferred from the EU terms (acquisition fee for 6 months, store \
            services for 12 months) and Apple's 365-day production example. Change them with the options. Tokens already issued keep \
            their dates.
            """,
        examples: ["environment", "environment production", "environment production --services-lifetime 30d",
                   "environment sandbox"])
    public static let fields: [CommandField<Self>] = [
        .argument("NAME", \.environment, .externalPurchaseChoice(ExternalPurchaseEnvironment.self) { .environment($0) }),
        .option(EntitlementCommands.lifetimeOption(.acquisition), \.acquisitionLifetime, .duration,
                help: "production ACQUISITION lifetime (default 180d, UNCONFIRMED)"),
        .option(EntitlementCommands.lifetimeOption(.services), \.servicesLifetime, .duration,
                help: "production SERVICES lifetime (default 365d, UNCONFIRMED)"),
    ]

    public func run(in session: Session) throws {
        let environment = environment, acquisition = acquisitionLifetime, services = servicesLifetime
        try session.perform { try $0.external.configure(environment: environment, acquisitionLifetime: acquisition, servicesLifetime: services) }
        let external = session.world.external
        session.emit("environment \(external.environment.rawValue)")
        let note = external.environment == .production ? " (UNCONFIRMED)" : ""
        for type in CustomLinkTokenType.europe {
            session.emit("\(type.rawValue) lifetime \(DurationText.format(external.lifetimes.seconds(type, external.environment)))\(note)")
        }
    }
}
