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
    /// The `settings` the simulator applies (the world's own type, `StoreConfiguration.Settings`).
    public typealias Settings = StoreConfiguration.Settings

    /// A subscription group: its name (or id) and localizations.
    public struct Group: Sendable, Equatable {
        public var name: String
        public var localizations: [ProductLocalization]
    }

    /// The products, subscriptions and non-renewing subscriptions, in the file's order, as App Store
    /// Connect would hold them: priced at their `displayPrice` in the currency of the storefront the
    /// file sets (`settings.effectiveStorefront`, as the world applies them), titled by the first
    /// localization.
    public var products: [InAppProduct]
    public var settings: Settings
    public var notes: [String]
    public var groups: [Group] = []
    /// The names of keys in the file that are read and not simulated, sorted.
    public var notSimulated: [String] = []
}
