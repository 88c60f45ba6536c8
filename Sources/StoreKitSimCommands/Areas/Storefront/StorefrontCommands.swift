import StoreKitSim

/// SKStorefront: which App Store the customer's account is in (Apple's SKStorefront).
enum StorefrontCommands {
    static let all: [CommandSpec] = [
        CommandSpec("storefront", area: .storefront, summary: "show the current storefront",
                    discussion: """
                        Shows SKPaymentQueue.default().storefront: countryCode (ISO 3166-1 alpha-3), identifier (Apple's numeric id), and the name, \
                        alpha-2 code and pricing currency.
                        """,
                    examples: ["storefront"]) { session, _ in
            let storefront = session.world.storefront
            session.emit("countryCode \(storefront.countryCode)")
            session.emit("identifier \(storefront.identifier)")
            session.emit("alpha2 \(storefront.alpha2)")
            session.emit("name \(storefront.name)")
            session.emit("currency \(storefront.currency)")
        },
        CommandSpec("storefront set", area: .storefront,
                    arguments: [ArgumentSpec("CODE", .storefront,
                        help: "alpha-3 (JPN), alpha-2 (jp), numeric id (143462) or name (Japan; quote one with spaces: 'United States'), any case")],
                    summary: "move the customer's account to another storefront",
                    discussion: """
                        StoreKit calls paymentQueueDidChangeStorefront(_:) and the store UI refreshes. While a transaction is open, StoreKit first \
                        asks the delegate's paymentQueue(_:shouldContinue:in:) with the new storefront; a false answer, or no answer within about a \
                        second, fails the transaction with storeProductNotAvailable.
                        """,
                    examples: ["storefront set JPN", "storefront set jp", "storefront set 143462", "storefront set 'united states'"]) { session,
                        arguments in
            let storefront = try arguments.required(Key.storefront)
            session.perform { $0.changeStorefront(to: storefront) }
        },
        CommandSpec("sandbox-account region", area: .storefront,
                    arguments: [ArgumentSpec("CODE", .storefront, help: "the Sandbox Apple Account's new country or region")],
                    summary: "change the Sandbox Apple Account's country or region in App Store Connect",
                    discussion: """
                        In the sandbox environment (see 'environment') the storefront is the Sandbox Apple Account's country or region \
                        (\"SKStorefront\"). Changing it in App Store Connect changes nothing on the device until the tester signs out and in \
                        ('sandbox-account sign-in'), which moves the account as 'storefront set' does. In the production environment there is no \
                        sandbox account: 'storefront set' moves the customer's account.
                        """,
                    examples: ["sandbox-account region FRA"], performing: Key.storefront) { try $0.setSandboxRegion($1) },
        CommandSpec("sandbox-account sign-in", area: .storefront,
                    summary: "sign out of the Sandbox Apple Account and in again: a changed region becomes the storefront",
                    discussion: """
                        The storefront becomes the region 'sandbox-account region' set, with StoreKit's storefront change: \
                        paymentQueue(_:shouldContinue:in:) for each open transaction, then paymentQueueDidChangeStorefront(_:) (\"SKStorefront\"). \
                        Refused when no region change waits, and in the production environment.
                        """,
                    examples: ["sandbox-account sign-in"]) { session, _ in
            try session.perform { try $0.signInSandboxAccount() }
        },
        CommandSpec("storefront list", area: .storefront,
                    arguments: [ArgumentSpec("TEXT", .word, .optional, help: "part of a code, id, name or currency")],
                    summary: "list the 175 App Store storefronts, or those matching TEXT",
                    discussion: """
                        One storefront per line: countryCode, alpha-2, identifier, currency and name. TEXT matches any of them, ignoring case.
                        """,
                    examples: ["storefront list", "storefront list japan", "storefront list EUR"], inspects: true) { session, arguments in
            let text = arguments[Key.text] ?? ""
            let found = Storefront.matching(text)
            guard !found.isEmpty else {
                throw CommandError(code: "no-storefront-matches", message: "no storefront matches '\(text)'",
                                      hint: "search by alpha-3 (JPN), alpha-2 (JP), id (143462), name or currency", argument: Key.text.name)
            }
            for storefront in found { session.emit(StorefrontText.listing(storefront)) }
        },
    ]
}
