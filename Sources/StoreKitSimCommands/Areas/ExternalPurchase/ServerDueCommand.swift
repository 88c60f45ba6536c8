import StoreKitSim

/// `server due`: the tokens still unreported 10 days after they were issued, for which Apple
/// sends EXTERNAL_PURCHASE_TOKEN.
public struct ServerDueCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "server due", area: .externalPurchase, summary: "list the tokens still unreported 10 days after they were issued",
        discussion: """
            Apple sends an EXTERNAL_PURCHASE_TOKEN App Store Server Notification for every token still unreported 10 days after its \
            creation; the server should then report it. Lists each such token with the account it belongs to; a token no account holds \
            must be reported as UNRECOGNIZED_TOKEN. When none is due, says when the next one falls due.
            """,
        examples: ["server due"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let world = session.world
        let due = world.external.server.due(world.external.tokens, now: world.clock.now)
        if due.isEmpty {
            session.emit("no tokens due")
            let pending = world.external.tokens.filter { world.external.server.reports(for: $0.externalPurchaseId).isEmpty }
            if let next = pending.first {
                session.emit("next \(next.handle) due \((next.created + ExternalPurchaseServer.reportDeadline).iso8601)")
            }
        }
        for token in due {
            let account = world.external.server.associations[token.externalPurchaseId]
            let deadline = (token.created + ExternalPurchaseServer.reportDeadline).iso8601
            session.emit("due \(token.handle) \(token.type.rawValue) \(token.externalPurchaseId) since \(deadline) "
                         + (account.map { "account \($0)" } ?? "account none: report UNRECOGNIZED_TOKEN"), style: .pending)
        }
    }
}
