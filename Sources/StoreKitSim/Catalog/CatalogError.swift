/// Why App Store Connect's catalog refused a change.
public enum CatalogError: Error, Sendable, Hashable {
    /// No product with this identifier in the catalog.
    case unknownProduct(ProductID)
}
