import Testing
@testable import StoreKitSim

/// Prices in the storefront's currency: parsing, the lookup order, and the equalizer fallback.
@Suite struct PriceTests {
    @Test func parsesAndFormatsByCurrencyDecimals() {
        #expect(Price(parsing: "0.99", currency: "USD")?.minorUnits == 99)
        #expect(Price(parsing: "12", currency: "USD")?.amount == "12.00")
        #expect(Price(parsing: "0.5", currency: "EUR")?.amount == "0.50")
        #expect(Price(parsing: "160", currency: "JPY")?.description == "160 JPY")
        // Exact decimals: more decimals than the currency has are kept, never rounded or zeroed.
        #expect(Price(parsing: "160.5", currency: "JPY")?.description == "160.5 JPY")
        #expect(Price(parsing: "0.49", currency: "JPY")?.description == "0.49 JPY")
        #expect(Price(parsing: "0.99", currency: "RUB")?.times(3)?.description == "2.97 RUB")
        #expect(Price(parsing: "1200", currency: "KRW")?.description == "1200 KRW")
        #expect(Price(parsing: "0.999", currency: "USD")?.description == "0.999 USD")
        #expect(Price(parsing: "0.9999", currency: "USD") == nil)
        // A three-decimal currency (ISO 4217): KWD shows three decimals, and converts to three.
        #expect(Price(parsing: "1.5", currency: "KWD")?.description == "1.500 KWD")
        #expect(Price(parsing: "0.575", currency: "KWD")?.minorUnits == 575)
        #expect(Price(minorUnits: 575, currency: "KWD").description == "0.575 KWD")
        #expect(Price(parsing: "1", currency: "USD")!.isMore(than: Price(parsing: "0.999", currency: "USD")!))
        #expect(!Price(parsing: "0.99", currency: "USD")!.isMore(than: Price(parsing: "0.990", currency: "USD")!))
        #expect(Price(parsing: "-1", currency: "USD") == nil)
        #expect(Price(parsing: "1.", currency: "USD") == nil)
        #expect(Price(parsing: "abc", currency: "USD") == nil)
        #expect(Price(minorUnits: 99, currency: "USD").times(3)?.description == "2.97 USD")
        #expect(Price(minorUnits: Int.max / 2, currency: "USD").times(3) == nil)
    }

    /// The parser as it read Characters before it read bytes, the answer the byte reader must give.
    static func parsedByCharacters(_ text: String, currency: String) -> Price? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.count <= 9,
              whole.allSatisfy({ $0.isASCII && $0.isNumber }), let units = Int(whole) else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= Price.maximumScale, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if parts.count == 2 && fraction.isEmpty { return nil }
        let scale = max(fraction.count, Price.decimals(currency))
        let padded = fraction + String(repeating: "0", count: scale - fraction.count)
        return Price(minorUnits: units * Price.power(scale) + (Int(padded) ?? 0), scale: scale, currency: currency)
    }

    @Test func byteParserAnswersAsTheCharacterParser() {
        // Every string of up to four of these pieces: digits, points, signs, spaces, a digit with a
        // combining accent, a full-width digit, and other text.
        let pieces = ["0", "1", "9", "5", ".", "-", "+", " ", "1\u{301}", "\u{FF11}", "e", "00", "123456789", "\r\n"]
        var texts = [""]
        var frontier = [""]
        for _ in 1...4 {
            frontier = frontier.flatMap { prefix in pieces.map { prefix + $0 } }
            texts += frontier
        }
        for text in texts {
            for currency in ["USD", "JPY", "KWD"] {
                #expect(Price(parsing: text, currency: currency) == Self.parsedByCharacters(text, currency: currency), "\(text) \(currency)")
            }
        }
    }

    @Test func storefrontPriceWinsThenCurrencyThenEqualizedBase() throws {
        var product = InAppProduct(id: "p", type: .consumable, price: "1.99", prices: ["JPN": "300"])
        product.currencyPrices["EUR"] = "1.49"
        #expect(product.price(in: try #require(Storefront.resolve("JPN"))).description == "300 JPY")
        #expect(product.price(in: try #require(Storefront.resolve("FRA"))).description == "1.49 EUR")
        #expect(product.price(in: .usa).description == "1.99 USD")
        // No entry for GBP: the base price converted and rounded to x.99, with approximate rates.
        #expect(product.price(in: try #require(Storefront.resolve("GBR"))).description == "about 1.99 GBP")
        // A USD-priced storefront other than the USA uses the base price as is.
        #expect(product.price(in: try #require(Storefront.resolve("ARG"))).description == "1.99 USD")
    }

    @Test func equalizerRoundsToPricePointLikeValues() {
        let base = Price(minorUnits: 999, currency: "USD")
        #expect(PriceEqualizer.convert(base, to: "JPY").description == "about 1500 JPY")
        #expect(PriceEqualizer.convert(base, to: "EUR").description == "about 8.99 EUR")
        #expect(PriceEqualizer.convert(Price(minorUnits: 0, currency: "USD"), to: "KRW").minorUnits == 0)
        #expect(PriceEqualizer.convert(base, to: "XXX") == base)
        // Every pricing currency of the storefront table has a rate.
        for storefront in Storefront.all { #expect(PriceEqualizer.ratesPerUSD[storefront.currency] != nil, "\(storefront.currency)") }
    }

    /// A converted price is approximate (issue 45): the tool's rates are not Apple's price points
    /// ("List Automatically Generated Prices for an In-App Purchase Price"). A price the catalog
    /// gives for the storefront or its currency, the base price in its own currency, and zero are
    /// exact; the mark survives multiplying by a quantity, and equality compares amounts only.
    @Test func convertedPricesAreApproximateAndOnlyThose() throws {
        var product = InAppProduct(id: "p", type: .consumable, price: "2.99", prices: ["JPN": "480"])
        product.currencyPrices["EUR"] = "2.99"
        #expect(!product.price(in: try #require(Storefront.resolve("JPN"))).isApproximate)
        #expect(!product.price(in: try #require(Storefront.resolve("FRA"))).isApproximate)
        #expect(!product.price(in: .usa).isApproximate)
        let korea = product.price(in: try #require(Storefront.resolve("KOR")))
        #expect(korea.isApproximate && korea.description == "about 4300 KRW")
        #expect(korea.times(3)?.isApproximate == true && korea.times(3)?.description == "about 12900 KRW")
        #expect(!PriceEqualizer.convert(Price(minorUnits: 0, currency: "USD"), to: "KRW").isApproximate)
        #expect(korea == Price(minorUnits: 4300, currency: "KRW"))
        #expect(Set([korea, Price(minorUnits: 4300, currency: "KRW")]).count == 1)
    }

    /// (a catalog's price, the storefront currency, what it reads there): a price in another
    /// currency keeps its tier of the tool's table ("Fetching product information from the App Store").
    @Test(arguments: [("0.99", "EUR", "USD", "0.99"), ("1.99", "EUR", "USD", "1.99"), ("4.99", "EUR", "USD", "4.99"),
                      ("0.99", "GBP", "USD", "0.99"), ("0.99", "EUR", "GBP", "0.99"), ("150", "JPY", "USD", "0.99"),
                      ("0.99", "USD", "EUR", "0.99"), ("2.99", "USD", "JPY", "460")])
    func conversionKeepsTheTier(amount: String, from: String, to: String, expected: String) throws {
        let price = try #require(Price(parsing: amount, currency: from))
        #expect(PriceEqualizer.convert(price, to: to) == Price(parsing: expected, currency: to))
    }

    /// Every currency's price for a tier converts back to itself through US dollars.
    @Test(arguments: ["EUR", "GBP", "JPY", "CHF", "KWD", "INR", "BRL"])
    func tierPricesRoundTrip(currency: String) {
        for whole in 0..<200 {
            let local = PriceEqualizer.convert(Price(minorUnits: whole * 100 + 99, currency: "USD"), to: currency)
            let back = PriceEqualizer.convert(PriceEqualizer.convert(local, to: "USD"), to: currency)
            #expect(back == local, "\(local) -> \(PriceEqualizer.convert(local, to: "USD")) -> \(back)")
        }
    }
}

