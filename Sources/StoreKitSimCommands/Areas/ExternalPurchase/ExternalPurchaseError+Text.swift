import StoreKitSim

/// ExternalPurchaseCustomLink's errors in words.
extension ExternalPurchaseError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .notEligible(let call, let reasons):
            // Apple says it is a StoreKitError; which case is UNCONFIRMED (Apple's ExternalPurchaseCustomLink.token(for:)), so the
            // message does not name one.
            return ErrorText("not-eligible",
                "\(ExternalPurchaseText.method(call)) threw StoreKitError: the app is not eligible for ExternalPurchaseCustomLink",
                             hint: (reasons.first.map { "\(ExternalPurchaseText.reason($0)); " } ?? "") + "'eligible' lists every reason")
        case .regionalTokenTypes(let storefront, let gate):
            return ErrorText("regional-token-type",
                "in \(storefront.countryCode) the custom link tokens are IN_APP and LINK_OUT, not ACQUISITION or SERVICES",
                             hint: """
                                 \(storefront.name)'s token types IN_APP and LINK_OUT (from iOS \(gate.minimumOS)) are not simulated; try an EU \
                                 storefront such as FRA
                                 """, argument: Key.tokenType.name)
        case .noNotice:
            return ErrorText("no-notice", "the disclosure notice is not up", hint: "'notice within-app' or 'notice browser' shows it")
        case .expiryPastClockEnd(let type, let lifetime):
            return ErrorText("token-expiry-out-of-range",
                             """
                                 a \(type.rawValue) token issued now would live \(DurationText.format(lifetime)) and expire after \
                                 \(VirtualClock.iso8601(VirtualClock.end)), the clock's last instant
                                 """,
                             hint: """
                                 give it a shorter lifetime, for example 'environment production --\(EntitlementCommands.lifetimeOption(type)) 365d'
                                 """)
        case .lifetimeNotPositive(let type):
            return ErrorText("bad-lifetime", "a token lifetime must be longer than 0", hint: "for example 180d",
                argument: EntitlementCommands.lifetimeOption(type))
        }
    }
}
