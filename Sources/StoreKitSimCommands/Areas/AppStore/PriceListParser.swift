import StoreKitSim

/// Reads `product add`'s `--price 0.99,JPN=160,EUR=0.99` and `--storefronts USA,CAN` values.
///
/// One option holds the whole price table so a catalog line stays one command; errors name the
/// option so the diagnostic points at its value.
enum PriceListParser {
    /// Sets the base price and the per-storefront and per-currency prices of `product`.
    static func apply(_ text: String, to product: inout InAppProduct) throws(CommandError) {
        let currencies = Set(Storefront.all.map(\.currency))
        for (index, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let pair = item.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
            if pair.count == 1, index == 0 {
                guard Price(parsing: pair[0], currency: product.priceCurrency) != nil else { throw bad(pair[0], "USD") }
                product.price = pair[0]
            } else if pair.count == 2 {
                let code = pair[0].uppercased()
                if currencies.contains(code) && Storefront.resolve(code) == nil {
                    guard Price(parsing: pair[1], currency: code) != nil else { throw bad(pair[1], code) }
                    product.currencyPrices[code] = pair[1]
                } else if let storefront = Storefront.resolve(code) {
                    guard Price(parsing: pair[1], currency: storefront.currency) != nil else { throw bad(pair[1], storefront.currency) }
                    product.prices[storefront.countryCode] = pair[1]
                } else {
                    throw CommandError(code: "bad-price", message: "'\(pair[0])' is neither a storefront nor a pricing currency",
                                          hint: "write CODE=P with a storefront (JPN, jp, 143462) or a currency (EUR)", argument: Key.price.name)
                }
            } else {
                throw CommandError(code: "bad-price", message: "'\(item)' is not a price",
                                      hint: "write the base price first, then CODE=P pairs: 0.99,JPN=160,EUR=0.99", argument: Key.price.name)
            }
        }
    }

    /// Storefronts from `USA,CAN,jp`.
    static func storefronts(_ text: String) throws(CommandError) -> [Storefront] {
        var found: [Storefront] = []
        for code in text.split(separator: ",") {
            guard let storefront = Storefront.resolve(String(code)) else {
                throw CommandError(code: "unknown-storefront", message: "unknown storefront '\(code)'",
                                      hint: "'storefront list TEXT' searches the 175 storefronts", argument: Key.storefrontsOption.name)
            }
            found.append(storefront)
        }
        guard !found.isEmpty else {
            throw CommandError(code: "unknown-storefront", message: "no storefronts given", hint: "write codes separated by commas: USA,CAN",
                argument: Key.storefrontsOption.name)
        }
        return found
    }

    private static func bad(_ text: String, _ currency: String) -> CommandError {
        let whole = Price.decimals(currency) == 0
        return CommandError(code: "bad-price", message: "'\(text)' is not a \(currency) price",
                               hint: whole ? """
                                   \(currency) prices are usually whole numbers, e.g. 160; at most three decimals
                                   """ : "write a number with at most three decimals, e.g. 0.99",
                               argument: Key.price.name)
    }
}

extension ValueKind {
    /// `--price` text; checked by `PriceListParser` when the command runs.
    static let priceList = ValueKind(placeholder: "P", description: "a price such as 0.99 or 0.99,JPN=160,EUR=0.99") { word,
        _ throws(CommandError) in .text(word) }
    /// `--storefronts` text such as `USA,CAN`; completes to alpha-3 codes.
    static let storefrontList = ValueKind(placeholder: "CODES", description: "storefront codes separated by commas",
                                          completions: { _ in Storefront.all.map(\.countryCode) }) { word, _ throws(CommandError) in .text(word) }
}
