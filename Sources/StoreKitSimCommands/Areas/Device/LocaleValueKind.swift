import StoreKitSim

extension ValueKind {
    /// A locale identifier as StoreKit configuration files write them: a language, then optional
    /// script and region parts (`en_US`, `fr`, `zh_Hans`, `fr-CA`), bound in the file's spelling
    /// (`fr_CA`). Completes to the locales the catalog's products are localized in.
    public static let locale = ValueKind(
        placeholder: "LOCALE", description: "a locale identifier such as en_US",
        completions: { world in
            var seen: Set<String> = []
            return world.catalog.products.flatMap { $0.localizations.map(\.locale) }.filter { seen.insert($0).inserted }
        }
    ) { word, _ throws(CommandError) in
        guard word.wholeMatch(of: /[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,3}/) != nil else {
            throw CommandError(code: "bad-locale", message: "'\(word)' is not a locale identifier",
                               hint: "write a language and an optional region, such as en_US, fr_CA, ja or zh_Hans")
        }
        return .text(LocaleFallback.normalized(word))
    }
}
