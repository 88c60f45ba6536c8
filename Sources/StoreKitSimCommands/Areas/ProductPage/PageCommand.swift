import StoreKitSim

/// `page`: the presented product page, and whether loads can reach the App Store.
public struct PageCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "page", area: .productPage, summary: "show the presented product page and the network setting",
        discussion: """
            The item the presented page shows with the tokens it was loaded with (or none), whether it was bought on this page or the \
            signed-in customer already owns it, and whether loads can reach the App Store.
            """,
        examples: ["page"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        for line in PageStateCommands.pageLines(session) { session.emit(line) }
    }
}
