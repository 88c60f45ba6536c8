/// Whether the app is a development or production build; Apple's "Fetching product information from the App Store" handles invalid product
/// identifiers differently in each.
public enum BuildConfiguration: String, Sendable, CaseIterable {
    case development
    case production
}

/// The app under test: identity and build configuration.
///
/// Area-specific app state (entitlements, Info.plist keys, the app's own product availability list,
/// the storefront delegate's policy) lives in the area's own type, reached from `World`.
public struct AppConfig: Sendable, Hashable {
    public var bundleID = "com.example.storekitsim"
    public var appAppleID: Int64 = 1_234_567_890
    public var build: BuildConfiguration = .development
    public init() {}
}
