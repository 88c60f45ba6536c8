import StoreKitSim

/// `storefront list [TEXT]`: the App Store's storefronts, or those matching a word.
public struct StorefrontListCommand: TypedCommand {
    /// Part of a code, id, name or currency; nil lists them all.
    public var text: String?

    public init() {}
    public init(matching text: String?) { self.text = text }

    public static let declaration = CommandDeclaration(
        "storefront list", area: .storefront, summary: "list the 175 App Store storefronts, or those matching TEXT",
        discussion: """
            One storefront per line: countryCode, alpha-2, identifier, currency and name. TEXT matches any of them, ignoring case.
            """,
        examples: ["storefront list", "storefront list japan", "storefront list EUR"], inspects: true)
    public static let fields: [CommandField<Self>] = [
        .argument("TEXT", \.text, .word, help: "part of a code, id, name or currency"),
    ]

    public func run(in session: Session) throws {
        let text = text ?? ""
        let found = Storefront.matching(text)
        guard !found.isEmpty else {
            throw CommandError(code: "no-storefront-matches", message: "no storefront matches '\(text)'",
                               hint: "search by alpha-3 (JPN), alpha-2 (JP), id (143462), name or currency", argument: Self.name(of: \.text))
        }
        for storefront in found { session.emit(StorefrontText.listing(storefront)) }
    }
}
