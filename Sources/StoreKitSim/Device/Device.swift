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

    /// The component at `index`, 0 past the end: 26 is 26.0.0.
    private func component(_ index: Int) -> Int { index < components.count ? components[index] : 0 }

    /// How many components the comparison reads: at least three, so 26 equals 26.0 and 26.0.0.
    private static func width(_ lhs: OSVersion, _ rhs: OSVersion) -> Int { max(3, lhs.components.count, rhs.components.count) }

    // Component by component in place: padding both to three made two arrays per comparison,
    // and eligibility compares the device's version with each API's on every check.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<width(lhs, rhs) where lhs.component(index) != rhs.component(index) {
            return lhs.component(index) < rhs.component(index)
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (0..<width(lhs, rhs)).allSatisfy { lhs.component($0) == rhs.component($0) }
    }

    /// The components up to the last that is not 0, as equal versions share exactly those.
    public func hash(into hasher: inout Hasher) {
        let significant = (components.lastIndex { $0 != 0 } ?? -1) + 1
        for index in 0..<significant { hasher.combine(components[index]) }
    }

    public var description: String {
        var text = ""
        for (index, component) in components.enumerated() {
            if index > 0 { text += "." }
            text += String(component)
        }
        return text
    }
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
    /// Which of the account's devices the app runs on: 1, then one more for each
    /// `app relaunch --new-device`. AppStore.deviceVerificationID is per device, so the signed
    /// data's deviceVerification differs between them.
    public var number = 1
    /// Whose account the device is signed in to: the customer's, or (after
    /// `app relaunch --family-member`) the sharing family member's, a device of its own.
    public var account = AppleAccount.customer
    public init() {}
}
