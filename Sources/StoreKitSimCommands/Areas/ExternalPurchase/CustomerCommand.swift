import StoreKitSim

/// `customer [new|existing|update]`: who is signed in, for whom tokens are issued per app.
public struct CustomerCommand: TypedCommand {
    /// nil shows the customer signed in.
    public var change: CustomerChange?

    public init() {}
    public init(_ change: CustomerChange?) { self.change = change }

    public static let declaration = CommandDeclaration(
        "customer", area: .appStore, summary: "sign in a new or existing customer, or record an update",
        discussion: """
            Tokens are per customer per app. new signs in an account that never installed the app: its first eligible launch yields \
            ACQUISITION and SERVICES. existing signs in an account that installed it before, whose one ACQUISITION period is over: it \
            gets SERVICES only. Each signs in a fresh account (customer-2, customer-3, …), like using another sandbox account. update \
            keeps the customer and records an update or re-download, the event after which production issues a new SERVICES token. The \
            built-in world starts with customer-1, new.
            """,
        examples: ["customer", "customer existing", "customer new", "customer update"])
    public static let fields: [CommandField<Self>] = [
        .argument("KIND", \.change, .externalPurchaseChoice(CustomerChange.self) { .customer($0) },
                  help: "new, existing, or update (the same customer updates or re-downloads)"),
    ]

    public func run(in session: Session) throws {
        switch change {
        case .new?: session.perform { $0.external.signIn(isNew: true) }
        case .existing?: session.perform { $0.external.signIn(isNew: false) }
        case .update?:
            session.perform { $0.external.recordUpdate() }
            session.emit("update \(session.world.external.customer.name)")
            return
        case nil: break
        }
        let customer = session.world.external.customer
        session.emit("customer \(customer.name) \(customer.isNew ? "new" : "existing")")
    }
}
