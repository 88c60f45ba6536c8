/// An in-app product's identifier (SKProduct.productIdentifier, Product.id in StoreKit 2): the
/// reverse-DNS string set in App Store Connect or a configuration file, e.g. `com.example.gems`.
///
/// Its own type so that a product id cannot be passed where a transaction id is expected; it
/// prints as its raw string, so transcripts read the same as with a bare `String`.
public struct ProductID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as given.
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    /// Equal when the raw strings are and have as many UTF-8 bytes. The byte counts are compared
    /// first (stored, so free): the world compares ids on every storefront change (which products
    /// to display), and ids of different lengths, most of them, then skip comparing characters.
    /// An id spelled with a combining accent and one with the precomposed letter are thus two ids,
    /// as NSString's isEqual(to:) (a literal comparison) finds for StoreKit 1's productIdentifier;
    /// how the App Store matches such ids is UNCONFIRMED (App Store Connect ids are ASCII).
    public static func == (lhs: ProductID, rhs: ProductID) -> Bool {
        lhs.rawValue.utf8.count == rhs.rawValue.utf8.count && lhs.rawValue == rhs.rawValue
    }

    /// Ordered by the raw string, as listings sorted by id were before.
    public static func < (lhs: ProductID, rhs: ProductID) -> Bool { lhs.rawValue < rhs.rawValue }
}
