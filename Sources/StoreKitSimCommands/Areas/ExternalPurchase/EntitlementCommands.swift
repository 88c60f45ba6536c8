import StoreKitSim

/// The app's external-purchase entitlements and Info.plist keys, the signed-in customer and
/// the token environment (Apple's ExternalPurchaseCustomLink).
enum EntitlementCommands {
    static let all: [CommandSpec] = [
        CommandSpec("entitlement add", area: .device,
                    arguments: [ArgumentSpec("NAME", .entitlement, help: "Apple's key or its alias: eu-link, custom-link, streaming"),
                                ArgumentSpec("REGION", .regionCode, .zeroOrMore,
                                    help: "lowercase alpha-2 codes, only for the allowed-regions entitlement")],
                    summary: "give the app an external purchase entitlement, or add regions to the allowed-regions one",
                    discussion: """
                        com.apple.developer.storekit.external-purchase-link (alias eu-link) and \
                        com.apple.developer.storekit.external-purchase-link-streaming (alias streaming) are Boolean and need their Info.plist key \
                        ('plist set'). com.apple.developer.storekit.custom-purchase-link.allowed-regions (alias custom-link) lists its regions as \
                        its value: EU-27 codes, jp and br, lowercase as Apple writes them; it needs no Info.plist key. Adding adds: the regions \
                        join those the entitlement already lists (one it lists already stays, once), so 'entitlement add custom-link fr' after \
                        'entitlement add custom-link jp' lists jp fr. 'entitlement set' replaces the list; 'entitlement remove NAME REGION...' \
                        takes regions out. Prints the entitlement with its whole list.
                        """,
                    examples: ["entitlement add streaming", "entitlement add custom-link jp",
                        "entitlement add com.apple.developer.storekit.custom-purchase-link.allowed-regions jp fr"],
                    handler: changingRegions { try $0.add($1, regions: $2) }),
        CommandSpec("entitlement set", area: .device,
                    arguments: [ArgumentSpec("NAME", .entitlement, help: "custom-link (the allowed-regions entitlement), by Apple's key or alias"),
                                ArgumentSpec("REGION", .regionCode, .oneOrMore, help: "lowercase alpha-2 codes: EU-27, jp, br")],
                    summary: "replace the regions of the allowed-regions entitlement",
                    discussion: """
                        The entitlement's value becomes exactly these regions; the app is given the entitlement if it did not hold it. Only \
                        com.apple.developer.storekit.custom-purchase-link.allowed-regions has a list of its own: the Boolean entitlements' regions \
                        are their Info.plist keys ('plist set').
                        """,
                    examples: ["entitlement set custom-link fr", "entitlement set custom-link jp br"],
                    handler: changingRegions { try $0.setRegions($1, $2) }),
        CommandSpec("entitlement remove", area: .device,
                    arguments: [ArgumentSpec("NAME", .entitlement, help: "Apple's key or its alias"),
                                ArgumentSpec("REGION", .regionCode, .zeroOrMore, help: "regions to take out of the allowed-regions entitlement")],
                    summary: "take an external purchase entitlement away, or regions out of the allowed-regions one",
                    discussion: """
                        Without regions the app loses the entitlement; the Info.plist keys stay as they are ('plist remove' drops them). With \
                        regions, only those leave the allowed-regions entitlement's list and it prints what it still lists; each must be listed, \
                        and one must stay (remove the entitlement itself instead).
                        """,
                    examples: ["entitlement remove eu-link", "entitlement remove custom-link fr"]) { session, arguments in
            let entitlement = try arguments.required(Key.entitlement)
            let regions = arguments.list(Key.regions)
            try session.perform { try $0.external.app.remove(entitlement, regions: regions) }
            session.emit(regions.isEmpty ? "removed \(entitlement.rawValue)" : EntitlementText.line(entitlement, session.world.external.app))
        },
        CommandSpec("entitlements", area: .device, summary: "list the app's external purchase entitlements and Info.plist keys",
                    discussion: """
                        One entitlement per line with its alias (and its regions for the allowed-regions entitlement), then each Info.plist key \
                        with its codes. The built-in app holds the EU link entitlement with all of EU-27 listed.
                        """,
                    examples: ["entitlements"], reads: true) { session, _ in
            let app = session.world.external.app
            if app.entitlements.isEmpty { session.emit("no entitlements") }
            for entitlement in app.entitlements { session.emit(EntitlementText.line(entitlement, app)) }
            for key in app.plist.keys.sorted() { session.emit("\(key.rawValue) \(app.plist[key]!.joined(separator: " "))") }
        },
        CommandSpec("plist set", area: .device,
                    arguments: [ArgumentSpec("KEY", .plistKey, help: "SKExternalPurchaseCustomLinkRegions or SKExternalPurchaseLinkStreamingRegions"),
                                ArgumentSpec("VALUE", .regionCode, .oneOrMore, help: "lowercase alpha-2 codes, e.g. fr de")],
                    summary: "set an Info.plist region list",
                    discussion: """
                        Replaces the key's array. Values are lowercase alpha-2 codes, as Apple's keys take them: \
                        SKExternalPurchaseCustomLinkRegions accepts EU-27, SKExternalPurchaseLinkStreamingRegions EU-27 plus is and no. Uppercase \
                        or alpha-3 codes are refused with the right spelling as a hint.
                        """,
                    examples: ["plist set SKExternalPurchaseCustomLinkRegions fr de",
                        "plist set SKExternalPurchaseLinkStreamingRegions is no"]) { session, arguments in
            let key = try arguments.required(Key.plistKey)
            let regions = arguments.list(Key.values)
            try session.perform { try $0.external.app.setPlist(key, regions) }
            session.emit("\(key.rawValue) \(regions.joined(separator: " "))")
        },
        CommandSpec("plist remove", area: .device,
                    arguments: [ArgumentSpec("KEY", .plistKey,
                        help: "SKExternalPurchaseCustomLinkRegions or SKExternalPurchaseLinkStreamingRegions")],
                    summary: "remove an Info.plist key",
                    discussion: "Without its key, a Boolean entitlement covers no storefront.",
                    examples: ["plist remove SKExternalPurchaseCustomLinkRegions"]) { session, arguments in
            let key = try arguments.required(Key.plistKey)
            try session.perform { try $0.external.app.removePlist(key) }
            session.emit("removed \(key.rawValue)")
        },
        CommandSpec("customer", area: .appStore,
                    arguments: [ArgumentSpec("KIND", .externalPurchaseChoice(CustomerChange.self) { .customer($0) }, .optional,
                        help: "new, existing, or update (the same customer updates or re-downloads)")],
                    summary: "sign in a new or existing customer, or record an update",
                    discussion: """
                        Tokens are per customer per app. new signs in an account that never installed the app: its first eligible launch yields \
                        ACQUISITION and SERVICES. existing signs in an account that installed it before, whose one ACQUISITION period is over: it \
                        gets SERVICES only. Each signs in a fresh account (customer-2, customer-3, …), like using another sandbox account. update \
                        keeps the customer and records an update or re-download, the event after which production issues a new SERVICES token. The \
                        built-in world starts with customer-1, new.
                        """,
                    examples: ["customer", "customer existing", "customer new", "customer update"]) { session, arguments in
            switch arguments[Key.customerChange] {
            case .new?: session.perform { $0.external.signIn(isNew: true) }
            case .existing?: session.perform { $0.external.signIn(isNew: false) }
            case .update?:
                session.perform { $0.external.recordUpdate() }
                session.emit("update \(session.world.external.customer.name)")
                return
            case nil: break
            }
            let customer = session.world.external.customer
            session.emit("customer \(customer.name) \(customer.isNew ? "new" : "existing")")
        },
        CommandSpec("environment", area: .appStore,
                    arguments: [ArgumentSpec("NAME", .externalPurchaseChoice(ExternalPurchaseEnvironment.self) { .environment($0) }, .optional)],
                    options: [OptionSpec("acquisition-lifetime", .duration, help: "production ACQUISITION lifetime (default 180d, UNCONFIRMED)"),
                              OptionSpec("services-lifetime", .duration, help: "production SERVICES lifetime (default 365d, UNCONFIRMED)")],
                    summary: "show or set where tokens come from: sandbox or production",
                    discussion: """
                        sandbox (the default): externalPurchaseId starts with SANDBOX_ and tokens live one hour, as documented; sandbox tokens may \
                        be reported only to the sandbox server. production: Apple does not document the lifetimes; the simulator uses 180 days for \
                        ACQUISITION and 365 days for SERVICES, UNCONFIRMED defaults inferred from the EU terms (acquisition fee for 6 months, store \
                        services for 12 months) and Apple's 365-day production example. Change them with the options. Tokens already issued keep \
                        their dates.
                        """,
                    examples: ["environment", "environment production", "environment production --services-lifetime 30d",
                        "environment sandbox"]) { session, arguments in
            let environment = arguments[Key.environment]
            let acquisition = arguments.optionalSeconds(lifetimeOption(.acquisition)), services = arguments.optionalSeconds(lifetimeOption(.services))
            try session.perform { try $0.external.configure(environment: environment, acquisitionLifetime: acquisition, servicesLifetime: services) }
            let external = session.world.external
            session.emit("environment \(external.environment.rawValue)")
            let note = external.environment == .production ? " (UNCONFIRMED)" : ""
            for type in CustomLinkTokenType.europe {
                session.emit("\(type.rawValue) lifetime \(DurationText.format(external.lifetimes.seconds(type, external.environment)))\(note)")
            }
        },
    ]

    /// The `environment` option that sets a production token type's lifetime.
    static func lifetimeOption(_ type: CustomLinkTokenType) -> String {
        switch type {
        case .acquisition: return "acquisition-lifetime"
        // Japan's and Brazil's tokens live as SERVICES does (UNCONFIRMED).
        case .services, .inApp, .linkOut: return "services-lifetime"
        }
    }

    /// `entitlement add` and `entitlement set`: the app's entitlement takes the regions given,
    /// then its line (with the regions it now lists) is printed.
    static func changingRegions(
        _ change: @escaping @Sendable (inout AppEntitlements, ExternalPurchaseEntitlement, [String]) throws -> Void
    ) -> CommandSpec.Handler {
        { session, arguments in
            let entitlement = try arguments.required(Key.entitlement)
            let regions = arguments.list(Key.regions)
            try session.perform { try change(&$0.external.app, entitlement, regions) }
            session.emit(EntitlementText.line(entitlement, session.world.external.app))
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
