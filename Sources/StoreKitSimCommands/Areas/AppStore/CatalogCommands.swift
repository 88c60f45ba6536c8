import StoreKitSim

/// App Store Connect's side: in-app products and the Paid Applications Agreement (Apple's "Fetching product information from the App Store").
enum CatalogCommands {
    static let all: [CommandSpec] = [
        CommandSpec("catalog", area: .appStore, summary: "list the in-app products in App Store Connect",
                    discussion: """
                        One product per line: identifier, type, price in the current storefront's currency, 'not-cleared' when Cleared for Sale is \
                        off, 'only CODES' when App Store Connect limits its availability, then its title; then the media items for product pages \
                        ('media ID KIND \"TITLE\"'); last, whether the Paid Applications Agreement is signed.\n'local CODE=P,…' lists the \
                        product's \
                        own prices per storefront and per currency. A price comes from the product's entry for the storefront, else its entry for \
                        the storefront's currency, else its base price converted with fixed approximate rates rounded to x.99 or to two significant \
                        digits (UNCONFIRMED simulator default, not Apple's price points). \(ApproximatePriceHelp.sentence)
                        """,
                    examples: ["catalog"], inspects: true) { session, _ in
            let world = session.world
            if world.catalog.products.isEmpty { session.emit("catalog empty") }
            for product in world.catalog.products { session.emit(line(product, in: world.storefront)) }
            for line in MediaCommands.catalogLines(world) { session.emit(line) }
            session.emit("agreement \(world.catalog.agreementSigned ? "signed" : "unsigned")")
        },
        CommandSpec("product add", area: .appStore,
                    arguments: [ArgumentSpec("ID", .productID, help: "the product identifier, e.g. com.example.coins")],
                    options: [OptionSpec("type", .choice(InAppProductType.allCases.map(\.rawValue)), valueName: "TYPE",
                        help: "consumable (default), non-consumable, auto-renewable or non-renewing"),
                              OptionSpec("price", .priceList, help: "base price in USD, then CODE=P pairs: 0.99,JPN=160,EUR=0.99 (default 0.99)"),
                              OptionSpec("storefronts", .storefrontList, help: "App Store Connect availability, e.g. USA,CAN (default: everywhere)"),
                              OptionSpec("title", .word, valueName: "TEXT", help: "SKProduct.localizedTitle (default: the id)"),
                              OptionSpec("not-cleared", help: "Cleared for Sale off: requests return the id as invalid"),
                              OptionSpec("except", .storefrontList, help: "storefronts where it is not available: everywhere except these"),
                              OptionSpec("group", .word, valueName: "NAME",
                                  help: "subscription group of an auto-renewable subscription (default: its own id)"),
                              OptionSpec("level", .integer(1...100, placeholder: "N"), help: "level in the group, 1 the highest service (default 1)"),
                              OptionSpec("period", .subscriptionPeriod,
                                  help: """
                                      an auto-renewable's duration: P1W, P1M, P2M, P3M, P6M or P1Y (default P1M); a non-renewing one any period, \
                                      none unless given
                                      """)],
                    summary: "add or replace an in-app product in App Store Connect",
                    discussion: """
                        Replaces the whole product when the id exists ('product set' changes some attributes and keeps the others). Products \
                        requests return the product with its price in the storefront's currency, or list its id in invalidProductIdentifiers when \
                        it is not cleared for sale or not available in the storefront (--storefronts is an allow-list; --except hides it in some \
                        storefronts only). A CODE in --price is a storefront (JPN, jp, 143462) or a currency (EUR); a storefront's own price wins \
                        over its currency's.
                        """,
                    examples: ["product add com.example.coins --type consumable --price 1.99",
                        "product add com.example.pro.plus --type auto-renewable --group pro --level 1 --period P1M --price 4.99",
                            "product add com.example.vip --type non-consumable --price 9.99,JPN=1500 --storefronts USA,JPN",
                               "product add com.example.hidden --not-cleared"]) { session, arguments in
            let id = try arguments.required(Key.id)
            var product = InAppProduct(id: id, type: InAppProductType(rawValue: arguments[Key.typeOption] ?? "") ?? .consumable,
                                       title: arguments[Key.title], price: "0.99", clearedForSale: !arguments.isSet(Key.notCleared))
            if let text = arguments[Key.price] { try PriceListParser.apply(text, to: &product) }
            if let text = arguments[Key.storefrontsOption] {
                product.storefronts = Set(try PriceListParser.storefronts(text).map(\.countryCode))
            }
            if let text = arguments[Key.exceptStorefronts] {
                product.excludedStorefronts = Set(try PriceListParser.storefronts(text).map(\.countryCode))
            }
            if product.type == .autoRenewable || product.type == .nonRenewing {
                product.subscriptionPeriod = arguments[Key.period] ?? (product.type == .autoRenewable ? "P1M" : nil)
            }
            if product.type == .autoRenewable, let text = product.subscriptionPeriod, SubscriptionPeriod(iso8601: text)?.isAutoRenewable != true {
                let list = SubscriptionPeriod.autoRenewable.map(\.iso8601).joined(separator: ", ")
                throw CommandError(code: "bad-period", message: "'\(text)' is not a duration App Store Connect offers an auto-renewable subscription",
                                   hint: "choose one of \(list)", argument: Key.period.name)
            }
            if product.type == .autoRenewable {
                product.subscriptionGroup = arguments[Key.groupOption]
                product.groupLevel = arguments[Key.level]
            }
            let replaced = session.world.catalog.product(id) != nil
            session.world.catalog.add(product)
            session.emit("\(replaced ? "replaced" : "added") \(line(product, in: session.world.storefront))")
        },
        CommandSpec("product set", area: .appStore,
                    arguments: [ArgumentSpec("ID", .productID, help: "a product in the catalog")],
                    options: [OptionSpec("price", .priceList, help: "a new base price and CODE=P pairs; other prices stay"),
                              OptionSpec("storefronts", .storefrontList, help: "availability as an allow-list, e.g. USA,CAN, or 'everywhere'"),
                              OptionSpec("except", .storefrontList, help: "storefronts where it is not available, e.g. JPN, or 'none'"),
                              OptionSpec("title", .word, valueName: "TEXT", help: "SKProduct.localizedTitle"),
                              OptionSpec("cleared", .choice(["on", "off"]), valueName: "STATE", help: "Cleared for Sale"),
                              OptionSpec("family-shareable", .choice(["on", "off"]), valueName: "STATE",
                                  help: "Family Sharing for a non-consumable or subscription"),
                              OptionSpec("existing", .choice(["keep", "increase"]), valueName: "CHOICE",
                                  help: "a subscription's higher price: existing subscribers keep theirs (keep, the default) or get the increase")],
                    summary: "change some attributes of a product, keeping the others",
                    discussion: """
                        Unlike 'product add', which replaces the whole product, only the options given change: its title, its prices (the base \
                        price and the CODE=P pairs given; other per-storefront prices stay), its availability as an allow-list (--storefronts, or \
                        'everywhere') or as everywhere except some storefronts (--except, or 'none'), and Cleared for Sale. Products requests then \
                        return it, or list its id as invalid, by the new attributes. A subscription's new price is what new subscribers pay; as \
                        App Store Connect asks (\"Managing Price Increases for Auto-Renewable Subscriptions\"), a higher price applies to existing \
                        subscribers only with --existing increase, which tells them of the increase as \
                        'price-increase request com.example.pro.monthly --price 5.99' does (consent above Apple's thresholds, else a notice); with \
                        --existing keep (the default) they keep their price. A lower price \
                        reaches existing subscribers at their next renewal (UNCONFIRMED).
                        """,
                    examples: ["product set com.example.gems --except JPN", "product set com.example.gems --title 'Gem Pack'",
                        "product set com.example.gems --price 1.99,JPN=300",
                               "product set com.example.gems --storefronts everywhere --except none",
                                   "product set com.example.gems --cleared off",
                               "product set com.example.pro.monthly --price 3.99 --existing increase"]) { session, arguments in
            let id = try arguments.required(Key.id)
            guard var product = session.world.catalog.product(id) else { throw CatalogError.unknownProduct(id) }
            let oldPrice = product.price(in: session.world.storefront)
            if let title = arguments[Key.title] { product.title = title }
            if let text = arguments[Key.price] { try PriceListParser.apply(text, to: &product) }
            if let text = arguments[Key.storefrontsOption] {
                product.storefronts = text.lowercased() == "everywhere" ? nil : Set(try PriceListParser.storefronts(text).map(\.countryCode))
            }
            if let text = arguments[Key.exceptStorefronts] {
                product.excludedStorefronts = text.lowercased() == "none" ? [] : Set(try PriceListParser.storefronts(text).map(\.countryCode))
            }
            if let cleared = arguments[Key.cleared] { product.clearedForSale = cleared == "on" }
            if let shareable = arguments[Key.familyShareable] { product.familyShareable = shareable == "on" }
            session.world.catalog.add(product)
            session.emit("changed \(line(product, in: session.world.storefront))")
            if product.type == .autoRenewable, product.price(in: session.world.storefront) != oldPrice {
                let apply = arguments[Key.existing] == "increase"
                try session.perform { try $0.repriceSubscribers(of: id, from: oldPrice, applyToExisting: apply) }
            }
        },
        CommandSpec("product remove", area: .appStore, arguments: [ArgumentSpec("ID", .productID, help: "a product in the catalog")],
                    summary: "remove an in-app product from App Store Connect",
                    discussion: """
                        Later requests list the id in invalidProductIdentifiers (unknown id). SKProduct objects the app already received stay as \
                        they were.
                        """,
                    examples: ["product remove com.example.gems"]) { session, arguments in
            let id = try arguments.required(Key.id)
            try session.world.catalog.remove(id)
            session.emit("removed \(id)")
        },
        Settings.command(.agreement),
    ]

    /// `com.example.gems consumable 0.99 USD "100 Gems"`, with `not-cleared` and `only CODES` flags.
    static func line(_ product: InAppProduct, in storefront: Storefront) -> String {
        var words = [product.id.rawValue, product.type.rawValue, product.price(in: storefront).description]
        if !product.clearedForSale { words.append("not-cleared") }
        if product.familyShareable { words.append("family-shareable") }
        if let storefronts = product.storefronts { words.append("only \(storefronts.sorted().joined(separator: ","))") }
        if !product.excludedStorefronts.isEmpty { words.append("except \(product.excludedStorefronts.sorted().joined(separator: ","))") }
        let local = product.prices.sorted { $0.key < $1.key } + product.currencyPrices.sorted { $0.key < $1.key }
        if !local.isEmpty { words.append("local \(local.map { "\($0.key)=\($0.value)" }.joined(separator: ","))") }
        if product.type == .autoRenewable {
            words += ["group", OneValueText.text(product.subscriptionGroup ?? product.id.rawValue), "level", String(product.groupLevel ?? 1),
                      product.subscriptionPeriod ?? "P1M"]
        } else if let period = product.subscriptionPeriod {
            words.append(period)
        }
        words.append(OneValueText.text(product.title))
        return words.joined(separator: " ")
    }

    /// This area's lines for `status`, printed as they are made.
    static func emitStatus(_ session: Session) {
        session.emit(ProductText.countLine(session.world.catalog.products.count, "catalog"))
        session.emit(Settings.line(.agreement, session))
    }
}

extension ValueKind {
    /// An ISO 8601 subscription period such as P1M.
    static let subscriptionPeriod = ValueKind(placeholder: "PERIOD", description: "a subscription period such as P1M") { word,
        _ throws(CommandError) in
        guard let period = SubscriptionPeriod(iso8601: word) else {
            throw CommandError(code: "bad-period", message: "'\(word)' is not a subscription period",
                hint: "write P, a number and D, W, M or Y: P1W, P1M, P3M, P1Y")
        }
        return .text(period.iso8601)
    }
}
