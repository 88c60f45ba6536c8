import StoreKitSim

/// `done`: the customer taps Done on the product page (productViewControllerDidFinish(_:)).
public struct DoneCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "done", area: .productPage, summary: "tap Done on the product page",
        discussion: """
            StoreKit calls the delegate's productViewControllerDidFinish(_:); the sample's delegate dismisses the page and prints 'The \
            store view controller was dismissed.' Needs a page presented by 'load'.
            """,
        examples: ["done"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        try session.perform { try $0.finishProductPage() }
    }
}
