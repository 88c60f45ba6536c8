import StoreKitSim

/// The hint for a word that names no storefront: the nearest storefronts by their codes.
///
/// A hint names what `storefront set` is sure to take, the alpha-3 `countryCode`, with the name
/// beside it when the word looked like a name ("did you mean 'JPN' (Japan)?"); it never offers
/// the word just refused.
enum StorefrontHint {
    /// The storefronts' codes and names, listed once rather than on every refused word.
    static let codes = SuggestionIndex(Storefront.all.map(\.countryCode))
    static let names = SuggestionIndex(Storefront.all.map(\.name))

    static func hint(for word: String) -> String {
        let fallback = "'storefront list TEXT' searches the 175 storefronts by code, id or name"
        if word.utf8.count <= 3 || word.count <= 3 {
            return Suggester.didYouMean(word.uppercased(), in: Self.codes) ?? fallback
        }
        // A part of a name ("Korea", "United") first, then a misspelt name ("Japn").
        let needle = word.lowercased()
        var near = Storefront.all.filter { $0.name.lowercased().includes(needle) }
        if near.isEmpty || near.count > 3 {
            near = Suggester.suggestions(for: word, in: Self.names).compactMap(Storefront.named)
        }
        guard !near.isEmpty, near.count <= 3 else { return fallback }
        let named = near.map { "'\($0.countryCode)' (\($0.name))" }
        if named.count == 1 { return "did you mean \(named[0])?" }
        return "did you mean \(named.dropLast().joined(separator: ", ")) or \(named.last!)?"
    }
}
