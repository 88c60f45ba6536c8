/// The iOS versions that exist, as far as the simulator knows.
///
/// Apple shipped iPhone OS 1 through iOS 18, then named the 2025 release iOS 26 for the year that
/// follows it (Apple's iOS 26 release notes); there is no iOS 19 to 25. The newest major the
/// simulator knows is 26: a device cannot run an OS that does not exist, so a version outside
/// these majors is refused where it is typed.
public enum ShippedOS {
    /// The iOS major versions Apple has shipped, oldest first.
    public static let majors: [ClosedRange<Int>] = [1...18, 26...27]

    /// The newest major the simulator knows.
    public static var newestMajor: Int { majors[majors.count - 1].upperBound }

    /// True when `version`'s major is one Apple shipped.
    public static func contains(_ version: OSVersion) -> Bool {
        guard let major = version.components.first else { return false }
        return majors.contains { $0.contains(major) }
    }
}
