/// One localization of a product or a subscription group: the display name and description App
/// Store Connect holds for one locale (what SKProduct.localizedTitle and localizedDescription
/// return when the store's locale picks it).
public struct ProductLocalization: Sendable, Hashable {
    /// The locale as the configuration file writes it, e.g. en_US, fr or zh_Hans.
    public var locale: String
    public var title: String
    public var description: String

    public init(locale: String, title: String, description: String) {
        self.locale = locale
        self.title = title
        self.description = description
    }
}

/// Picks the localization the store shows for a locale.
///
/// SKTestSession.locale "determines the locale the test environment uses when it fetches
/// localized metadata for SKProductsRequest"; Apple does not document what it shows when the
/// file has no localization for that locale (UNCONFIRMED). The simulator follows the language
/// fallback Apple describes for apps (Technical Note TN2418, "Language Identifiers in iOS, macOS,
/// watchOS, tvOS and visionOS"): the exact locale, then the locale with its last part dropped
/// (zh_Hant_TW, zh_Hant, zh), then another region of the same language in the file's order
/// (fr_CA finds fr_FR), then the file's first localization, its default.
public enum LocaleFallback {
    /// `fr-CA` and `FR_ca` both become `fr_CA`: the language in lower case, the rest as written.
    public static func normalized(_ locale: String) -> String {
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first else { return locale }
        return ([language.lowercased()] + parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : String($0) }).joined(separator: "_")
    }

    /// The language part: `fr` for fr_CA.
    public static func language(_ locale: String) -> String {
        String(normalized(locale).split(separator: "_").first ?? "")
    }

    /// The index in `locales` of the localization shown for `locale`; nil only when there is none.
    public static func choose(_ locale: String, among locales: [String]) -> Int? {
        guard !locales.isEmpty else { return nil }
        let available = locales.map { normalized($0).lowercased() }
        var wanted = normalized(locale).split(separator: "_").map(String.init)
        while !wanted.isEmpty {
            if let index = available.firstIndex(of: wanted.joined(separator: "_").lowercased()) { return index }
            wanted.removeLast()
        }
        let language = self.language(locale).lowercased()
        return available.firstIndex { $0.split(separator: "_").first.map(String.init) == language } ?? 0
    }
}
