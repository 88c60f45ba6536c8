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
                             hint: ExternalPurchaseText.fix(reasons)
                                .map { "\($0); 'eligible' lists every reason" }
                                ?? (reasons.first.map { "\(ExternalPurchaseText.reason($0)); " } ?? "") + "'eligible' lists every reason")
        case .regionalTokenTypes(let storefront, let gate):
            return ErrorText("regional-token-type",
                "in \(storefront.countryCode) the custom link tokens are IN_APP and LINK_OUT, not ACQUISITION or SERVICES",
                             hint: """
                                 'token IN_APP' for an alternative payment provider inside the app, 'token LINK_OUT' for a purchase on your \
                                 website (\(storefront.name)'s from iOS \(gate.minimumOS))
                                 """, argument: Key.tokenType.name)
        case .regionalTokenNeedsOS(let type, let storefront, let gate):
            return ErrorText("token-type-needs-os",
                LineText("token(for:) threw: \(storefront.name)'s \(type.rawValue) tokens exist from iOS \(gate.minimumOS)").string,
                             hint: "'device os \(gate.minimumOS)'; before it, external purchase in \(storefront.name) can be tested "
                                 + "as far as the notice",
                             argument: Key.tokenType.name)
        case .europeanTokenTypes(let type, let storefront):
            return ErrorText("regional-token-type",
                "in \(storefront.countryCode) the custom link tokens are ACQUISITION and SERVICES, not \(type.rawValue) (Japan and Brazil only)",
                             hint: "'token SERVICES' or 'token ACQUISITION'; what token(for:) does with \(type.rawValue) here is UNCONFIRMED",
                             argument: Key.tokenType.name)
        case .tokenTypeNeedsOS(let type, let os):
            let name = type.tokenTypeName ?? type.rawValue
            return ErrorText("token-type-needs-os",
                LineText("ExternalPurchaseCustomLink.TokenType.\(name) exists from iOS \(OSGate.tokenTypeStruct.minimumOS), not on os \(os)").string,
                             hint: "'device os \(OSGate.tokenTypeStruct.minimumOS)', or the string 'token \(type.rawValue)' before it",
                             argument: Key.tokenType.name)
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
