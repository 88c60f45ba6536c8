/// SKStoreProductViewController's world: the media the App Store sells, the page that is up,
/// and the cross-promotion counts (Apple's "Offering media for sale in your app"; Apple's SKStoreProductViewController).
///
/// The sheet itself is `World.sheet` (`.productPage(itemID:)`); this keeps what the page shows
/// and which tokens it was loaded with, so a purchase is counted for the right campaign.
public struct ProductPage: Sendable {
    /// Media in the order they were added.
    public private(set) var media: [MediaItem] = []
    /// When false, every load fails as with no network connection (`page network offline`).
    public var networkAvailable = true
    /// What a load of an item the App Store does not have does (`page unknown-item`).
    public var unknownItemBehavior = UnknownItemBehavior.error
    /// The page on screen, if any.
    public internal(set) var presented: PresentedProductPage?
    /// Loads and purchases per campaign and provider token.
    public internal(set) var tally = CampaignTally()
    /// The items each customer account bought, by account name: an Apple ID owns what it bought,
    /// so the App Store does not sell it to that account again.
    public internal(set) var owned: [String: Set<String>] = [:]

    /// True when the customer account has bought the item.
    public func owns(_ customer: String, _ itemID: String) -> Bool { owned[customer]?.contains(itemID) ?? false }

    public init() {}

    /// The built-in default world's part of this area: media 12345, an application without
    /// tokens, so `load 12345 --campaign x` works at once.
    public static var builtIn: ProductPage {
        var page = ProductPage()
        page.add(MediaItem(id: "12345", title: "Sample App", isApplication: true))
        return page
    }

    public func item(_ id: String) -> MediaItem? { media.first { $0.id == id } }

    /// Adds an item, or replaces the one with the same iTunes id. Returns true if it replaced one.
    @discardableResult
    public mutating func add(_ item: MediaItem) -> Bool {
        if let index = media.firstIndex(where: { $0.id == item.id }) {
            media[index] = item
            return true
        }
        media.append(item)
        return false
    }
}

/// What `loadProduct` does for an iTunes id the App Store does not have. Apple documents
/// neither (Apple's SKStoreProductViewController, UNCONFIRMED): the default is an error; `silent` reproduces the
/// behaviour reported in radars 19220228 and 20089825 (iOS 8), where the completion block is
/// never called and the app waits for ever.
public enum UnknownItemBehavior: String, Sendable, CaseIterable {
    case error
    case silent
}

/// What the presented product page shows and the tokens it was loaded with.
public struct PresentedProductPage: Sendable, Hashable {
    public var item: MediaItem
    /// The tokens sent in the parameter dictionary (nil when not sent).
    public var campaignToken: String?
    public var providerToken: String?
    /// True once the customer bought the item from this page.
    public var purchased = false
}
