/// An OS version such as 26.2, compared numerically (18.10 is newer than 18.9).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) { self.components = components }
    public init(components: [Int]) { self.components = components }

    /// Parses `MAJOR[.MINOR[.PATCH]]`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        components = numbers
    }

    private var padded: [Int] { components + Array(repeating: 0, count: max(0, 3 - components.count)) }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.padded.lexicographicallyPrecedes(rhs.padded) }
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.padded == rhs.padded }
    public func hash(into hasher: inout Hasher) { hasher.combine(padded) }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// The simulated device: which OS it runs (deciding which APIs exist) and whether the
/// customer may pay (`SKPaymentQueue.canMakePayments()`, false under parental restrictions).
public struct Device: Sendable, Hashable {
    public var os = OSVersion(26, 2)
    public var canMakePayments = true
    /// The locale products requests fetch localized metadata for (SKTestSession.locale), e.g. en_US.
    public var locale = "en_US"
    /// False on a new device of the same account until the app restores or syncs: the account's
    /// entitlements have not reached the app there yet.
    public var entitlementsSynced = true
    public init() {}
}
