import StoreKitSim

/// What a catalog file holds once parsed and checked, before anything is applied to the world.
///
/// Reading and checking the whole file first is what lets a malformed file load nothing at all.
public enum CatalogFileContents: Sendable, Equatable {
    /// The sample's Products.plist: media for product pages.
    case media(MediaCatalogFile)
    /// An Xcode StoreKit configuration file: in-app products and test settings.
    case storeKit(StoreKitConfigurationFile)
}

/// The media entries of a Products.plist, and notes about what was skipped or defaulted.
public struct MediaCatalogFile: Sendable, Equatable {
    public var items: [MediaItem]
    public var notes: [String]
}

/// The products and settings of a .storekit file, and notes about skipped keys.
public struct StoreKitConfigurationFile: Sendable, Equatable {
    /// A product as the file describes it; the price currency comes from the storefront when applied.
    public struct Product: Sendable, Equatable {
        public var id: String
        public var type: InAppProductType
        public var referenceName: String
        public var title: String
        public var localizedDescription: String
        /// `displayPrice`, decimal text such as 0.99.
        public var displayPrice: String
        /// The subscription group's name, for auto-renewable subscriptions.
        public var subscriptionGroup: String?
        /// `recurringSubscriptionPeriod`, e.g. P1M.
        public var subscriptionPeriod: String?
        /// `groupNumber`: the level in the group, 1 the highest.
        public var groupLevel: Int?
        /// The subscription's offers.
        public var offers: [SubscriptionOffer] = []
        /// Every localization, in the file's order; `title` and `localizedDescription` are the first's.
        public var localizations: [ProductLocalization] = []
        /// `familyShareable`.
        public var familyShareable = false

        public func inAppProduct(currency: String) -> InAppProduct {
            var product = InAppProduct(id: ProductID(id), type: type, referenceName: referenceName, title: title,
                                       localizedDescription: localizedDescription,
                                       price: displayPrice, priceCurrency: currency, subscriptionGroup: subscriptionGroup,
                                       subscriptionPeriod: subscriptionPeriod, groupLevel: groupLevel)
            product.offers = offers
            product.localizations = localizations
            product.familyShareable = familyShareable
            return product
        }
    }

    /// The `settings` the simulator applies (the world's own type, `StoreConfiguration.Settings`).
    public typealias Settings = StoreConfiguration.Settings

    /// A subscription group: its name (or id) and localizations.
    public struct Group: Sendable, Equatable {
        public var name: String
        public var localizations: [ProductLocalization]
    }

    public var products: [Product]
    public var settings: Settings
    public var notes: [String]
    public var groups: [Group] = []
    /// The names of keys in the file that are read and not simulated, sorted.
    public var notSimulated: [String] = []
}
