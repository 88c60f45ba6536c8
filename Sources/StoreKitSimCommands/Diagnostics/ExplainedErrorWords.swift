import StoreKitSim

/// The words of an error a command threw, found by the error's type in a table.
///
/// Why not `error as? any ExplainedError`: that cast asks the runtime whether the type conforms
/// to the protocol (`swift_conformsToProtocol`), about 1,300 instructions each time, twice per
/// failing command, and in a scenario suite a refused command is nearly as common as one that
/// succeeds. A lookup by type and a cast to that concrete type cost a fraction of it. A type not
/// in the table still gets its words through the cast; ExplainedErrorWordsTests checks that
/// every type the sources explain is listed.
enum ExplainedErrorWords {
    /// The error's words, or nil when it has none (a `Diagnostic`, or an error nobody explains).
    static func text(of error: any Error) -> ErrorText? {
        if let words = table[ObjectIdentifier(type(of: error))] { return words(error) }
        if error is Diagnostic { return nil }
        return (error as? any ExplainedError)?.text
    }

    /// The listed types' names (tests; made on demand: `String(describing:)` of a type reflects on it).
    static var listedNames: [String] { listed.map { String(describing: $0.type) } }

    private typealias Entry = (type: any ExplainedError.Type, words: @Sendable (any Error) -> ErrorText?)

    private static let listed: [Entry] = [
        entry(CommandError.self), entry(CatalogError.self), entry(SandboxAccountError.self), entry(SheetError.self),
        entry(PaymentError.self), entry(ClockError.self), entry(StoreKit2Error.self), entry(ProductPageError.self),
        entry(ServerError.self), entry(ExternalPurchaseError.self), entry(EntitlementError.self), entry(TokenDecodingError.self),
        entry(OfferCodeError.self), entry(FamilySharingError.self), entry(SubscriptionError.self),
    ]

    private static let table: [ObjectIdentifier: @Sendable (any Error) -> ErrorText?] =
        Dictionary(uniqueKeysWithValues: listed.map { (ObjectIdentifier($0.type), $0.words) })

    private static func entry<Explained: ExplainedError>(_ type: Explained.Type) -> Entry {
        (type, { ($0 as? Explained)?.text })
    }
}
