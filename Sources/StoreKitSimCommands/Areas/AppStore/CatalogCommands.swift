import StoreKitSim

/// App Store Connect's side: in-app products and the Paid Applications Agreement (Apple's "Fetching product information from the App Store").
enum CatalogCommands {
    static let all: [CommandSpec] = [
        CommandSpec(CatalogCommand.self),
        CommandSpec(ProductAddCommand.self),
        CommandSpec(ProductSetCommand.self),
        CommandSpec(ProductRemoveCommand.self),
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
