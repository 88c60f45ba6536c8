import StoreKitSim

/// Commands whose meaning depends on which sheet is up: `buy` and `cancel`.
///
/// `buy` buys an in-app product, or, with no ID while the App Store product page is presented,
/// the page's item. `cancel` answers a payment sheet (in-app or on the product page) or the
/// disclosure notice.
enum SheetCommands {
    static let all: [CommandSpec] = [
        CommandSpec(BuyCommand.self),
        CommandSpec(CancelCommand.self),
    ]
}

extension ValueKind {
    /// An in-app product id; completes from the App Store catalog. An empty id (`request ''`) is
    /// refused here: App Store Connect has no product without an id, so it is a typing mistake,
    /// not an invalid identifier to look up.
    public static let productID = ValueKind(placeholder: "ID", description: "a product identifier",
                                            completions: { world in world.knownProductIDs.map(\.rawValue) }) { word, _ throws(CommandError) in
        // A visible ASCII first byte settles it without asking a Character's Unicode properties.
        if let first = word.utf8.first, first > 0x20, first < 0x7F { return .text(word) }
        guard word.contains(where: { !$0.isWhitespace }) else {
            throw CommandError(code: "empty-product-id", message: "the product identifier is empty",
                               hint: "give a product id such as com.example.gems; 'catalog' lists them")
        }
        return .text(word)
    }
}
