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

    /// Ordered by the raw string, as listings sorted by id were before.
    public static func < (lhs: ProductID, rhs: ProductID) -> Bool { lhs.rawValue < rhs.rawValue }
}
