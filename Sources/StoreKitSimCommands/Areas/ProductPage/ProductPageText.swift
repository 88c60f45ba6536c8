import StoreKitSim

/// How the product-page area writes values: quoted tokens, media lines, percentages.
///
/// Tokens are quoted as JSON string literals so an empty or spaced token is visible and a
/// line cannot be mistaken for another; numbers (the iTunes identifier, an NSNumber) are bare.
enum ProductPageText {
    static func quoted(_ text: String) -> String { FlatJSON.quote(text) }

    static func value(_ value: ProductPageParameters.Value) -> String {
        switch value {
        case .number(let digits): return digits
        case .string(let text): return quoted(text)
        }
    }

    /// `12345 application "Sample App" campaign "c" provider "p"` (tokens only when non-empty).
    static func mediaLine(_ item: MediaItem) -> String {
        var line = "\(item.id) \(item.isApplication ? "application" : "media") \(quoted(item.title))"
        if !item.campaignToken.isEmpty { line += " campaign \(quoted(item.campaignToken))" }
        if !item.providerToken.isEmpty { line += " provider \(quoted(item.providerToken))" }
        return line
    }

    /// Why the app left the campaign and provider tokens out of the dictionary.
    static func reason(_ reason: UnsentTokens.Reason) -> String {
        let why: String
        switch reason {
        case .unknownItem(let id): why = "\(id) is not in the media list, so the app does not know it is an application"
        case .notApplication(let id): why = "\(id) is not an application (isApplication NO)"
        case .noProviderToken: why = "there is no provider token"
        case .noCampaignToken: why = "there is no campaign token"
        }
        return why + "; the sample adds both tokens only for an application with both tokens non-empty"
    }

    /// Tenths of a percent as `33.3%`.
    static func percent(permille: Int) -> String { "\(permille / 10).\(permille % 10)%" }

    /// `loads 2 purchases 1 conversion 50.0%`.
    static func counts(_ count: CampaignTally.Count) -> String {
        "loads \(count.loads) purchases \(count.purchases) conversion \(percent(permille: count.conversionPermille))"
    }

    /// How a tally row names its tokens.
    static func tokens(_ key: CampaignTally.Key) -> String {
        key.isUntracked ? "without tokens"
            : "campaign \(quoted(key.campaignToken ?? "")) provider \(quoted(key.providerToken ?? ""))"
    }
}

extension ValueKind {
    /// An iTunes item identifier (digits); completes from the media list.
    static let iTunesID = ValueKind(placeholder: "ITUNES-ID", description: "an iTunes identifier (digits)",
                                    completions: { world in world.productPage.media.map(\.id) }) { word, _ throws(CommandError) in
        guard MediaItem.isValidID(word) else {
            throw CommandError(code: "bad-itunes-id", message: "'\(word)' is not an iTunes identifier",
                                  hint: "iTunes identifiers are digits, e.g. 364709193; 'media' lists the known items")
        }
        return .text(word)
    }

    /// A token value (campaign, provider, affiliate…): any text, possibly empty.
    static let pageToken = ValueKind(placeholder: "T", description: "a campaign, provider or affiliate token") { word,
        _ throws(CommandError) in .text(word) }

    /// A UUID such as a custom product page's `ppid`.
    static let uuid = ValueKind(placeholder: "UUID", description: "a UUID") { word, _ throws(CommandError) in
        let groups = word.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
        guard groups == [8, 4, 4, 4, 12], word.allSatisfy({ $0 == "-" || $0.isHexDigit }) else {
            throw CommandError(code: "bad-uuid", message: "'\(word)' is not a UUID",
                                  hint: "write 8-4-4-4-12 hex digits, e.g. 45812c9b-c296-43d3-b6a0-c5a02f74bf6e")
        }
        return .text(word)
    }
}
