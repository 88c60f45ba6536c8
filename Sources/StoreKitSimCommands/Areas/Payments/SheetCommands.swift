import StoreKitSim

/// Commands whose meaning depends on which sheet is up: `buy` and `cancel`.
///
/// `buy` buys an in-app product, or, with no ID while the App Store product page is presented,
/// the page's item. `cancel` answers a payment sheet (in-app or on the product page) or the
/// disclosure notice.
enum SheetCommands {
    static let all: [CommandSpec] = [
        CommandSpec("buy", area: .payments,
                    arguments: [ArgumentSpec("ID", .productID, .optional, help: "a product the app has fetched; omit it on a product page")],
                    options: [OptionSpec("quantity", .integer(1...10, placeholder: "N"), help: "how many (SKMutablePayment.quantity), 1 to 10"),
                              OptionSpec("offer", .word, valueName: "OFFER", help: "a promotional or win-back offer's id (SKPaymentDiscount)"),
                              OptionSpec("signature", .word, valueName: "SIGNATURE",
                                         help: """
                                             the promotional offer's signature: valid (default), wrong, missing, the JWS Apple's \
                                             PromotionalOfferV2SignatureCreator makes with the key 'server key' prints, or the base64 signature of \
                                             its PromotionalOfferSignatureCreator
                                             """),
                              OptionSpec("key-id", .word, valueName: "ID", help: "SKPaymentDiscount.keyIdentifier, for a base64 signature"),
                              OptionSpec("nonce", .uuid, valueName: "UUID", help: "SKPaymentDiscount.nonce, for a base64 signature; good for one buy request"),
                              OptionSpec("timestamp", .integer(0...Int.max, placeholder: "MS"),
                                         help: "SKPaymentDiscount.timestamp in milliseconds, for a base64 signature"),
                              OptionSpec("username", .word, valueName: "TEXT",
                                         help: "SKMutablePayment.applicationUsername, signed into a base64 signature")],
                    summary: "buy an in-app product, or the item on the presented product page",
                    discussion: """
                        Adds an SKPayment for a product a products request returned; the transaction is purchasing while the payment sheet is up, \
                        until 'confirm' or 'cancel'. With no ID while a product page is presented (after 'load'), buys the page's item instead: the \
                        App Store's payment sheet comes up over the page, and 'confirm' completes the media purchase (counted for the page's \
                        campaign) or 'cancel' drops it; either way the page stays up until 'done'. A subscription purchase gets its introductory \
                        offer when the customer is eligible; --offer asks for a promotional or win-back offer, and a wrong or missing signature, an \
                        unknown offer, a price above the regular one or an ineligible customer fails the transaction with invalidSignature, \
                        missingOfferParams, invalidOfferIdentifier, invalidOfferPrice or ineligibleForOffer. An account owns what it bought: an \
                        item the signed-in customer already owns is not sold again (the App Store shows Open instead of a price), so 'buy' on its \
                        page is an error, whichever page load it is; 'customer new' signs in another account.
                        """,
                    examples: ["buy com.example.gems", "buy com.example.gems --quantity 3", "buy com.example.pro.monthly --offer winter",
                        "buy"]) { session, arguments in
            if let id = arguments[Key.id] {
                let quantity = arguments[Key.quantity] ?? 1
                let offer = try arguments[Key.offerOption].map {
                    OfferRequest(offerID: $0, signature: try PromotionalOfferSignature.resolve(
                        arguments[Key.signature], productID: id, offerID: $0, session: session,
                        discount: .init(keyID: arguments[Key.keyID], nonce: arguments[Key.nonce],
                                        timestamp: arguments[Key.timestamp], username: arguments[Key.username] ?? "")),
                                 nonce: arguments[Key.nonce]?.lowercased())
                }
                try session.perform { try $0.buy(productID: id, quantity: quantity, offer: offer) }
            } else if case .productPage? = session.world.sheet {
                try session.perform { try $0.buyOnProductPage() }
            } else if case .mediaPayment? = session.world.sheet {
                try session.perform { try $0.buyOnProductPage() } // refused: the sheet is still up
            } else {
                throw CommandError(code: "missing-argument", message: "'buy' needs a product ID when no product page is presented",
                                      hint: "'fetch' then 'buy com.example.gems', or 'load 12345' then 'buy'")
            }
        },
        CommandSpec("cancel", area: .payments, summary: "cancel the payment sheet or the disclosure notice",
                    discussion: """
                        On the payment sheet, the transaction fails with paymentCancelled. On the product page's payment sheet, nothing is bought \
                        and the page shows again. On the external purchase notice, showNotice returns cancelled.
                        """,
                    examples: ["cancel"]) { session, _ in
            switch session.world.sheet {
            case .payment?: try session.perform { try $0.cancelPaymentSheet() }
            case .mediaPayment?: try session.perform { try $0.cancelMediaPayment() }
            case .notice?: try ExternalPurchaseCommands.cancelNotice(session)
            case .productPage?:
                throw CommandError(code: "wrong-sheet", message: "the product page has no cancel button",
                                      hint: "'done' dismisses it (productViewControllerDidFinish)")
            case nil:
                throw CommandError(code: "no-sheet", message: "no sheet is up to cancel",
                                      hint: "'buy ID' shows the payment sheet; 'notice within-app' shows the disclosure notice")
            }
        },
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
