/// An App Store storefront, as `SKStorefront` describes it.
///
/// `countryCode` is ISO 3166-1 alpha-3 (what StoreKit returns); `identifier` is Apple's numeric
/// storefront id (the number in `X-Apple-Store-Front`). The alpha-2 code and currency are kept
/// because Apple's Info.plist keys use lowercase alpha-2 and prices show in the storefront's currency.
public struct Storefront: Sendable, Hashable {
    public let countryCode: String
    public let alpha2: String
    public let identifier: Int
    public let name: String
    public let currency: String

    public init(countryCode: String, alpha2: String, identifier: Int, name: String, currency: String) {
        self.countryCode = countryCode
        self.alpha2 = alpha2
        self.identifier = identifier
        self.name = name
        self.currency = currency
    }

    /// The storefront SKTestSession starts in.
    public static var usa: Storefront { resolve("USA")! }

    private static let byCode: [String: Storefront] = {
        var map: [String: Storefront] = [:]
        for storefront in all {
            map[storefront.countryCode] = storefront
            map[storefront.alpha2] = storefront
            map[String(storefront.identifier)] = storefront
        }
        return map
    }()

    /// Finds a storefront by alpha-3, alpha-2 or numeric identifier, in any case.
    public static func resolve(_ code: String) -> Storefront? {
        byCode[code.uppercased()]
    }

    /// Storefronts whose codes, id or name contain `text` (case-insensitive); all when empty.
    public static func matching(_ text: String) -> [Storefront] {
        let needle = text.lowercased()
        if needle.isEmpty { return all }
        return all.filter { storefront in
            [storefront.countryCode, storefront.alpha2, String(storefront.identifier), storefront.name, storefront.currency]
                .contains { $0.lowercased().contains(needle) }
        }
    }
}
