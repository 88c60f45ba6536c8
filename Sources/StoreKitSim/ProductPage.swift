/// Placeholder: filled in by its area.
public struct ProductPage: Sendable {
    public init() {}
    /// The built-in default world's part of this area.
    public static var builtIn: ProductPage { ProductPage() }
}
