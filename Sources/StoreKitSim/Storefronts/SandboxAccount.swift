/// The Sandbox Apple Account a tester signs in with ("SKStorefront": the storefront is the App
/// Store the account belongs to; App Store Connect's Sandbox settings set its country or region).
/// A changed region takes effect only when the tester signs out and in again.
public struct SandboxAccount: Sendable, Hashable {
    /// The country or region set in App Store Connect and not yet signed in with.
    public var pendingRegion: Storefront?

    public init() {}
}

/// Why a sandbox account operation was refused.
public enum SandboxAccountError: Error, Sendable, Hashable {
    /// The production environment has no Sandbox Apple Account; the account's storefront changes
    /// as the customer's does ('storefront set').
    case production
    /// Signing out and in without a changed region changes nothing to sign in with.
    case noRegionChange(Storefront)
}
