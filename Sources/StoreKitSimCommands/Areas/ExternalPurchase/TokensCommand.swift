import StoreKitSim

/// `tokens`: every custom link token issued so far, active or expired.
public struct TokensCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "tokens", area: .externalPurchase, summary: "list the custom link tokens issued so far",
        discussion: """
            One token per line: handle, type, customer, externalPurchaseId, and whether it is active or expired at the virtual clock's \
            time. Commands take the handle (tok1) wherever they take a token.
            """,
        examples: ["tokens"], reads: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let world = session.world
        guard !world.external.tokens.isEmpty else { session.emit("no tokens"); return }
        for token in world.external.tokens {
            let state = token.isActive(at: world.clock.now) ? "active until" : "expired"
            session.emit("""
                \(token.handle) \(token.type.rawValue) \(token.customer) \(token.externalPurchaseId) \(state) \
                \(token.expires.iso8601)
                """)
        }
    }
}
