import StoreKitSim

/// The app's external-purchase entitlements and Info.plist keys, the signed-in customer and
/// the token environment (Apple's ExternalPurchaseCustomLink).
enum EntitlementCommands {
    static let all: [CommandSpec] = [
        CommandSpec(EntitlementAddCommand.self),
        CommandSpec(EntitlementSetCommand.self),
        CommandSpec(EntitlementRemoveCommand.self),
        CommandSpec(EntitlementsCommand.self),
        CommandSpec(PlistSetCommand.self),
        CommandSpec(PlistRemoveCommand.self),
        CommandSpec(CustomerCommand.self),
        CommandSpec(EnvironmentCommand.self),
    ]

    /// The `environment` option that sets a production token type's lifetime.
    static func lifetimeOption(_ type: CustomLinkTokenType) -> String {
        switch type {
        case .acquisition: return "acquisition-lifetime"
        // Japan's and Brazil's tokens live as SERVICES does (UNCONFIRMED).
        case .services, .inApp, .linkOut: return "services-lifetime"
        }
    }
}

/// Formats seconds the way durations are typed: `1h`, `180d`, `1h30m`.
enum DurationText {
    static func format(_ seconds: Int64) -> String {
        var rest = seconds, out = ""
        for (unit, size) in [("d", Int64(86_400)), ("h", 3_600), ("m", 60), ("s", 1)] where rest >= size {
            out += "\(rest / size)\(unit)"
            rest %= size
        }
        return out.isEmpty ? "0s" : out
    }
}

extension ValueKind {
    /// An external purchase entitlement by Apple's key or alias.
    static let entitlement = ValueKind(placeholder: "NAME", description: "an external purchase entitlement",
                                       completions: { _ in EntitlementText.names }) { word, _ throws(CommandError) in
        guard let entitlement = EntitlementText.named(word) else {
            let names = EntitlementText.names
            throw CommandError(code: "unknown-entitlement", message: "unknown entitlement '\(word)'",
                                  hint: Suggester.didYouMean(word, among: names) ?? "one of: \(names.joined(separator: ", "))")
        }
        return .externalPurchase(.entitlement(entitlement))
    }

    /// A lowercase alpha-2 region code; the world checks it against the key's list.
    static let regionCode = ValueKind(placeholder: "REGION", description: "a lowercase alpha-2 region code",
                                      completions: { _ in ExternalPurchaseRegions.customLinkAllowed + ["is", "no"] }) { word,
                                          _ throws(CommandError) in .text(word) }

    /// One of the Info.plist keys the external purchase entitlements use.
    static let plistKey = ValueKind(placeholder: "KEY", description: "an Info.plist key",
                                    completions: { _ in InfoPlistKey.allCases.map(\.rawValue) }) { word, _ throws(CommandError) in
        guard let key = InfoPlistKey(rawValue: word) else {
            let keys = InfoPlistKey.allCases.map(\.rawValue)
            throw CommandError(code: "unknown-plist-key", message: "unknown Info.plist key '\(word)'",
                                  hint: Suggester.didYouMean(word, among: keys) ?? "storekit-sim knows \(keys.joined(separator: " and "))")
        }
        return .externalPurchase(.plistKey(key))
    }
}
