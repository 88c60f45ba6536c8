import StoreKitSim

/// Checks a `displayPrice` as exact decimal text, digit by digit, before any arithmetic.
///
/// The text is never converted through Double: `99999999999999999999` or 400 digits would not
/// fit the minor units a `Price` holds, and `0.999` would be rounded to 1.00 without a word.
/// A price keeps its decimals exactly, up to three (a `0.99` in a RUB storefront stays 0.99 RUB,
/// as Xcode charges it); more decimals, or more than nine whole digits, are refused with the key
/// path.
enum PriceText {
    /// The most whole digits a price may have: `Price(parsing:)` holds up to 999,999,999 units.
    static let wholeDigits = 9

    /// Nil when `text` is a price; else why not. The currency plays no part: a price keeps its decimals.
    static func problem(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard (1...2).contains(parts.count), parts.allSatisfy(isDigits) else {
            return "'\(shown(text))' is not a price; write decimal text such as \"0.99\""
        }
        if parts[0].count > wholeDigits {
            return "'\(shown(text))' is too large a price; the most is 999999999.99 (nine whole digits)"
        }
        let decimals = parts.count == 2 ? parts[1].count : 0
        if decimals > Price.maximumScale {
            return "'\(shown(text))' has \(decimals) decimal places; a price has at most \(Price.maximumScale) (such as \"0.99\"), nothing is rounded"
        }
        return nil
    }

    /// The text cut to 40 characters, so a 400-digit price does not flood the message.
    private static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
