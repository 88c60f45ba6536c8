import StoreKitSim

/// How help, reasons and hints name the OS gates, each from `OSGate.minimumOS`, so a hint and
/// `help device os` cannot give two versions for one gate.
enum OSGateText {
    /// What the gate opens.
    static func feature(_ gate: OSGate) -> String {
        switch gate {
        case .customLinkAPI: return "ExternalPurchaseCustomLink"
        case .streamingEntitlement: return "the streaming entitlement"
        case .japanRegions: return "the allowed-regions entitlement with its Japan regions"
        case .japanTokenTypes: return "Japan's token types IN_APP and LINK_OUT"
        case .brazil: return "Brazil (region and token types)"
        case .tokenTypeStruct: return "ExternalPurchaseCustomLink.TokenType (withinApp, outOfApp)"
        }
    }

    /// Every gate in one sentence part: `ExternalPurchaseCustomLink 18.1, …, and Brazil (…) 26.5`.
    static var all: String {
        let parts = OSGate.allCases.map { "\(feature($0)) \($0.minimumOS)" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// `1 to 18 and 26`: the iOS majors Apple shipped.
    static var shippedMajors: String {
        let parts = ShippedOS.majors.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
