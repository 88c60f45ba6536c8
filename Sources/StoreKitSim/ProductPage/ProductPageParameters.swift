/// The parameter dictionary an app passes to `loadProduct(withParameters:)`.
///
/// Built by the rule of Apple's sample in "Offering media for sale in your app": the iTunes identifier always; the campaign and
/// provider tokens only when the item is an application and both tokens are non-empty. When a
/// token is left out, `unsentTokens` says why, so QA can see a cross-promotion that counts nothing.
public struct ProductPageParameters: Sendable, Hashable {
    public static let iTunesItemIdentifier = "SKStoreProductParameterITunesItemIdentifier"
    public static let campaignToken = "SKStoreProductParameterCampaignToken"
    public static let providerToken = "SKStoreProductParameterProviderToken"
    public static let affiliateToken = "SKStoreProductParameterAffiliateToken"
    public static let advertisingPartnerToken = "SKStoreProductParameterAdvertisingPartnerToken"
    public static let customProductPageIdentifier = "SKStoreProductParameterCustomProductPageIdentifier"
    /// Apple: the campaign token is "any 40-byte string"; bytes, not characters.
    public static let maximumCampaignTokenBytes = 40

    /// A dictionary value: NSNumber for the item identifier, NSString for the rest.
    public enum Value: Sendable, Hashable {
        case number(String)
        case string(String)
    }

    public private(set) var values: [String: Value] = [:]
    /// Why campaign or provider tokens that were given were not sent; nil when nothing was dropped.
    public private(set) var unsentTokens: UnsentTokens?
    /// The tokens as sent, for counting (nil when not sent).
    public private(set) var sentCampaignToken: String?
    public private(set) var sentProviderToken: String?

    /// The entries sorted by key, as `load` prints them.
    public var sortedEntries: [(key: String, value: Value)] {
        values.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// Builds the dictionary for `request`, with `item` the media entry (nil for an unknown id).
    /// Throws when the tokens break Apple's rules (too long; provider without campaign).
    public init(_ request: ProductPageRequest, item: MediaItem?) throws(ProductPageError) {
        let campaign = request.campaignToken ?? item?.campaignToken ?? ""
        let provider = request.providerToken ?? item?.providerToken ?? ""
        try MediaItem.validateTokens(campaign: campaign, provider: provider,
                                     campaignGiven: request.campaignToken != nil, providerGiven: request.providerToken != nil)
        values[Self.iTunesItemIdentifier] = .number(request.itemID)
        let given = [(Self.campaignToken, campaign), (Self.providerToken, provider)].filter { !$0.1.isEmpty }.map(\.0)
        if let item, item.isApplication, !campaign.isEmpty, !provider.isEmpty {
            values[Self.campaignToken] = .string(campaign)
            values[Self.providerToken] = .string(provider)
            sentCampaignToken = campaign
            sentProviderToken = provider
        } else if !given.isEmpty {
            let why: UnsentTokens.Reason
            if item == nil {
                why = .unknownItem(request.itemID)
            } else if item?.isApplication == false {
                why = .notApplication(request.itemID)
            } else if campaign.isEmpty {
                why = .noCampaignToken
            } else {
                why = .noProviderToken
            }
            unsentTokens = UnsentTokens(keys: given, reason: why)
        }
        for (key, token) in [(Self.affiliateToken, request.affiliateToken), (Self.advertisingPartnerToken, request.advertisingPartnerToken),
                             (Self.customProductPageIdentifier, request.customProductPageID)] {
            if let token, !token.isEmpty { values[key] = .string(token) }
        }
    }
}

/// Token keys the app had values for but left out of the dictionary, and why: the sample adds
/// both tokens only for an application with both tokens non-empty.
public struct UnsentTokens: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The item is not in the media list, so the app does not know it is an application.
        case unknownItem(String)
        /// The item is not an application (isApplication NO).
        case notApplication(String)
        /// There is a campaign token but no provider token.
        case noProviderToken
        /// The media entry has a provider token but no campaign token.
        case noCampaignToken
    }

    public var keys: [String]
    public var reason: Reason
}
