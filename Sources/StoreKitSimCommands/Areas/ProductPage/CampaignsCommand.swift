import StoreKitSim

/// `campaigns`: page loads, purchases and conversion per campaign and provider token pair, the
/// cross-promotion effectiveness App Analytics reports.
public struct CampaignsCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "campaigns", area: .productPage, summary: "show page loads, purchases and conversion per campaign",
        discussion: """
            One line per campaign and provider token pair the app sent, then pages loaded without tokens, then the total. A load is a \
            page that was presented; a purchase is a 'buy' confirmed on such a page (an account buys an item once, so repeated loads \
            cannot inflate it); conversion is purchases per load as a percentage with one decimal, rounded half up. This is the \
            cross-promotion effectiveness App Analytics reports for the campaign and provider tokens.
            """,
        examples: ["campaigns"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let tally = session.world.productPage.tally
        guard !tally.rows.isEmpty else { session.emit("no product pages loaded"); return }
        for row in tally.rows {
            session.emit("\(ProductPageText.tokens(row.key)) \(ProductPageText.counts(row.count))")
        }
        session.emit("total \(ProductPageText.counts(tally.total))")
    }
}
