import StoreKitSim

/// `server`: the developer's server as it stands: each token, its account and its reports.
public struct ServerCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "server", area: .externalPurchase, summary: "show the developer's server: tokens, accounts and reports",
        discussion: """
            One token per line: handle, type, the account the server associated it with, and the statuses Apple accepted for it, oldest \
            first.
            """,
        examples: ["server"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let external = session.world.external
        guard !external.tokens.isEmpty else { session.emit("no tokens"); return }
        for token in external.tokens {
            let account = external.server.associations[token.externalPurchaseId] ?? "none"
            let statuses = external.server.reports(for: token.externalPurchaseId).map(\.report.status.rawValue)
            session.emit("""
                \(token.handle) \(token.type.rawValue) account \(account) reports \(statuses.isEmpty ? "none" : statuses.joined(separator: " "))
                """)
        }
    }
}
