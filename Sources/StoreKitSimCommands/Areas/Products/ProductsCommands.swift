import StoreKitSim

/// The app's products: its country list, products requests, fetchProductInfo and the store UI
/// (seeds 002 and 003), and the storefront delegate's policy.
enum ProductsCommands {
    static let all: [CommandSpec] = [
        CommandSpec("availability", area: .device,
                    arguments: [ArgumentSpec("PRODUCT", .productID, .optional, help: "one of the app's product ids"),
                                ArgumentSpec("CODE", .storefront, .zeroOrMore,
                                    help: "storefronts the app offers it in (alpha-3, alpha-2, id or name)")],
                    options: [OptionSpec("everywhere", help: "drop the product's country list: shouldShow is then always true"),
                              OptionSpec("except", help: "the CODEs are where the app hides the product: shown everywhere else")],
                    summary: "show or set the app's own country list for a product (myProducts)",
                    discussion: """
                        Apple's SKStorefront shouldShow(_:in:) is true for a product that has no entry in myProducts, else true only when its list \
                        holds the storefront's countryCode. fetch, the store UI refresh after a storefront change and the 'available' \
                        shouldContinue policy all use it. CODE... replaces the previous list; --everywhere removes it. A product the app does not \
                        list yet is added to its product list.\nThe app's product list is the ids it lists itself, then every other product in the \
                        catalog (so products added with 'product add' or 'catalog load' are fetched too). Without arguments, lists them: \
                        'everywhere' for those not in myProducts. With --except, the CODEs are the storefronts where the app hides the product and \
                        it shows everywhere else (\"everywhere except\"), so hiding one product in one country takes one code.
                        """,
                    examples: ["availability", "availability com.example.gems USA", "availability com.example.starter USA CAN JPN",
                        "availability com.example.starter --everywhere", "availability com.example.gems --except JPN"]) { session, arguments in
            guard let id = arguments[Key.product] else {
                let list = session.world.appProductList
                for product in list { session.emit(ProductText.availability(product)) }
                if list.isEmpty { session.emit("availability none: the app lists no products") }
                return
            }
            var codes: [String] = []
            for code in arguments.list(Key.storefrontCodes).map(\.countryCode) where !codes.contains(code) { codes.append(code) }
            if arguments.isSet(Key.exceptFlag) {
                guard !codes.isEmpty, !arguments.isSet(Key.everywhere) else {
                    throw CommandError(code: "conflicting-arguments",
                        message: "--except needs the storefronts to hide the product in, and no --everywhere",
                                       hint: "for example 'availability \(id) --except JPN'", argument: Key.code.name)
                }
                session.world.products.setAvailability(id, countryCodes: nil, hiddenIn: codes)
            } else if arguments.isSet(Key.everywhere) {
                guard codes.isEmpty else {
                    throw CommandError(code: "conflicting-arguments", message: "--everywhere takes no storefront codes",
                                       hint: "either 'availability \(id) --everywhere' or 'availability \(id) \(codes.joined(separator: " "))'",
                                           argument: Key.code.name)
                }
                session.world.products.setAvailability(id, countryCodes: nil)
            } else if !codes.isEmpty {
                session.world.products.setAvailability(id, countryCodes: codes)
            } else if !session.world.appProductList.contains(where: { $0.id == id }) {
                throw CommandError(code: "unknown-app-product", message: "the app does not list '\(id)'",
                                   hint: "'availability \(id) USA' adds it with a country list, '--everywhere' without one",
                                       argument: Key.product.name)
            }
            if let product = session.world.appProductList.first(where: { $0.id == id }) { session.emit(ProductText.availability(product)) }
        },
        Settings.command(.delegateShouldContinue),
        CommandSpec("request", area: .products,
                    arguments: [ArgumentSpec("ID", .productID, .oneOrMore, help: "product identifiers, valid or not")],
                    options: [OptionSpec("unretained", help: "the app keeps no strong reference to the request: it never completes")],
                    summary: "start an SKProductsRequest and show its response",
                    discussion: """
                        The response lists the products (price in the current storefront's currency, title) and the invalidProductIdentifiers, each \
                        with the cause the simulator knows (unknown id, not cleared for sale, not available in this storefront, agreement \
                        unsigned). The app logs each invalid id (NSLog, both builds); a development build shows an error for it in the store UI, a \
                        production build leaves it out (Apple's \"Fetching product information from the App Store\"). The store UI then shows the \
                        response's products.\nWith --unretained the request is deallocated before it completes: no delegate call ever comes, as \
                        Apple's \"Fetching product information from the App Store\" warns.\n\(ApproximatePriceHelp.sentence)
                        """,
                    examples: ["request com.example.gems com.example.premium", "request com.example.typo",
                        "request com.example.gems --unretained"]) { session, arguments in
            let ids = arguments.list(Key.ids), retained = !arguments.isSet(Key.unretained)
            session.perform { $0.request(ids, retained: retained) }
        },
        CommandSpec("fetch", area: .products,
            summary: "run the fetchProductInfo sample of Apple's SKStorefront page: shouldShow each app product, then request",
                    discussion: """
                        For each of the app's product ids, shouldShow(_:in:) with the current storefront (the branch it took is shown: not listed, \
                        listed with, listed without the countryCode), then one SKProductsRequest for the ids it allowed.
                        """,
                    examples: ["fetch"]) { session, _ in
            session.perform { $0.fetchProductInfo() }
        },
        CommandSpec("store", area: .products, summary: "show what the app's store UI displays now",
                    discussion: """
                        The products of the last response that the store UI displays (after a storefront change, only those shouldShow allows in \
                        the new storefront), with the prices of that response: SKProduct objects keep the price of the storefront they came from, \
                        so 'fetch' again after a change. A development build also shows an error for each invalid id; a production build leaves \
                        them out.
                        """,
                    examples: ["store"]) { session, _ in
            let world = session.world
            let ui = world.storeUI
            session.emit(ProductText.countLine(ui.products.count, "store \(world.storefront.countryCode)"))
            for product in ui.products { session.emit(ProductText.line(product)) }
            for invalid in ui.errors { session.emit("error Invalid product identifier: \(invalid.id)", style: .failure) }
            let stale = Set(ui.products.map(\.storefront)).subtracting([world.storefront.countryCode]).sorted()
            if !stale.isEmpty { session.emit("prices from \(stale.joined(separator: ",")): 'fetch' for \(world.storefront.countryCode) prices") }
        },
    ]

    /// This area's lines for `status`, printed.
    /// Counted in place (`World+ProductCounts`), not by building the lists.
    static func emitStatus(_ session: Session) {
        let counts = statusCounts(&session.world)
        session.emit(LineText("app products \(counts.app) (\(counts.withCountryList) with a country list)"))
        session.emit(ProductText.countLine(counts.store, "store"))
        session.emit(LineText("requests \(counts.requests) (\(counts.neverComplete) never complete)"))
    }

    /// Takes the world in place: asking the session's world for a computed count copied the whole
    /// world (a retain and a release of each of its parts) for each count.
    private static func statusCounts(_ world: inout World) -> (app: Int, withCountryList: Int, store: Int, requests: Int, neverComplete: Int) {
        let requests = world.products.requests
        return (world.appProductCount, world.appProductsWithCountryList, world.storeUIProductCount,
                requests.count, requests.count { $0.state == .released })
    }
}
