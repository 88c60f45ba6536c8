/// Placeholder: filled in by its area.
public struct ExternalPurchase: Sendable {
    public init() {}
    /// The built-in default world's part of this area.
    public static var builtIn: ExternalPurchase { ExternalPurchase() }
}
