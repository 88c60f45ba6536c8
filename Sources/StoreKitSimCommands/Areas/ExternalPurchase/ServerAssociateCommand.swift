import StoreKitSim

/// `server associate TOKEN ACCOUNT`: the developer's server ties a token to a customer's account.
public struct ServerAssociateCommand: TypedCommand {
    /// A token handle (tok1), externalPurchaseId or value; the world resolves it when run.
    public var token = ""
    public var account = ""

    public init() {}
    public init(_ token: String, account: String) {
        self.token = token
        self.account = account
    }

    public static let declaration = CommandDeclaration(
        "server associate", area: .externalPurchase, summary: "associate a token with a customer account on the developer's server",
        discussion: """
            Apple asks apps to send both tokens to their server at launch and before every potential transaction, and to associate them \
            with the customer's account. A token belongs to one customer, so associating it with a second account is refused. A token \
            the server never associated can only be reported as UNRECOGNIZED_TOKEN once the EXTERNAL_PURCHASE_TOKEN notification names \
            it.
            """,
        examples: ["server associate tok1 alice"])
    public static let fields: [CommandField<Self>] = [
        .argument("TOKEN", \.token, .token, help: "a token handle (tok1), externalPurchaseId or value"),
        .argument("ACCOUNT", \.account, .word, help: "the customer's account on the developer's server"),
    ]

    public func run(in session: Session) throws {
        let token = try session.world.externalPurchaseToken(token)
        let account = account
        try session.perform { try $0.associateExternalPurchaseToken(token, account: account) }
    }
}
