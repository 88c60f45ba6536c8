import StoreKitSim

/// How ExternalPurchaseCustomLink's answers print: the methods, why isEligible is false, why
/// token(for:) returned nil, a decoded token's problems, and tokens.
enum ExternalPurchaseText {
    /// The Swift name of the method that threw.
    static func method(_ call: CustomLinkCall) -> String {
        switch call {
        case .token: return "token(for:)"
        case .showNotice: return "showNotice(type:)"
        }
    }

    /// One failed eligibility rule (Apple's ExternalPurchaseCustomLink.isEligible), as `eligible` prints it after `reason`.
    static func reason(_ reason: IneligibilityReason) -> String {
        let allowedRegions = ExternalPurchaseEntitlement.allowedRegions.rawValue
        switch reason {
        case .apiUnavailable(let os):
            return LineText("os \(os) is older than \(OSGate.customLinkAPI.minimumOS): ExternalPurchaseCustomLink does not exist").string
        case .paymentsRestricted:
            return "canMakePayments false: payments are restricted on this device"
        case .noEntitlement:
            return "the app holds no external purchase entitlement"
        case .entitlementNeedsOS(let entitlement, let os):
            return LineText("\(entitlement.rawValue) needs os \(os)").string
        case .outsideRegions(let entitlement, let storefront):
            return LineText("\(entitlement.rawValue) does not cover \(storefront) (only \(EntitlementText.regionsName(entitlement)))").string
        case .plistKeyMissing(let entitlement, let key):
            return LineText("\(entitlement.rawValue) needs Info.plist key \(key.rawValue)").string
        case .notListedInPlist(let key, let storefront, let region):
            return LineText("\(storefront) (\(region)) is not listed in \(key.rawValue)").string
        case .notInEntitlementRegions(let storefront, let region):
            return LineText("\(storefront) (\(region)) is not listed in \(allowedRegions)").string
        case .regionNeedsOS(let region, let os):
            return LineText("region \(region) of \(allowedRegions) needs os \(os)").string
        }
    }

    /// The command that removes a failed rule in Japan or Brazil, where the EU entitlement's
    /// reason alone ("does not cover JPN (only EU-27)") does not say what those regions need: the
    /// allowed-regions entitlement listing the region (Apple's ExternalPurchaseCustomLink,
    /// "Implement external purchase for apps available in Japan"), or the OS its region needs.
    /// Nil for every other reason, whose line already names its fix.
    static func fix(_ reasons: [IneligibilityReason]) -> String? {
        // A rule of the allowed-regions entitlement the app holds comes first: it is the one to fix.
        for reason in reasons {
            switch reason {
            case .entitlementNeedsOS(.allowedRegions, let os):
                return "'device os \(os)': the allowed-regions entitlement needs it"
            case .notInEntitlementRegions(let code, let region):
                return "'entitlement add custom-link \(region)' lists \(code) in the allowed-regions entitlement"
            case .regionNeedsOS(let region, let os):
                return "'device os \(os)': region \(region) of the allowed-regions entitlement needs it"
            default: continue
            }
        }
        for reason in reasons {
            guard case .outsideRegions(let entitlement, let code) = reason, entitlement != .allowedRegions,
                  let storefront = Storefront.resolve(code) else { continue }
            let region = ExternalPurchaseRegions.key(for: storefront)
            guard OSGate.regionalTokenTypes(region: region) != nil else { continue }
            return "'entitlement add custom-link \(region)' gives the app the allowed-regions entitlement \(storefront.name) needs "
                + "(no Info.plist key)"
        }
        return nil
    }

    /// Why token(for:) returned nil.
    static func reason(_ reason: NoTokenReason) -> String {
        switch reason {
        case .existingCustomer(let customer):
            return "\(customer) is an existing customer: ACQUISITION comes only with a new customer's first install"
        case .acquisitionPeriodOver(let customer, let last):
            let expired = last.map { " (\($0.handle) expired \($0.expires.iso8601))" } ?? ""
            return "ACQUISITION had its one active period for \(customer)\(expired); it is never issued again"
        case .servicesAwaitUpdate(let last):
            let expired = last.map { "\($0.handle) expired \($0.expires.iso8601); " } ?? ""
            return "\(expired)production issues the next SERVICES token after an update or re-download ('customer update')"
        }
    }

    /// The token token(for:) returned: `SERVICES tok2 SANDBOX_… issued` (or `active`), its dates and value.
    static func tokenLines(_ token: CustomLinkToken, state: String) -> [OutputLine] {
        [OutputLine("\(token.type.rawValue) \(token.handle) \(token.externalPurchaseId) \(state)", style: .success),
         OutputLine("active \(token.created.iso8601) to \(token.expires.iso8601)"),
         OutputLine("value \(token.value)")]
    }

    /// A documented field a decoded token lacks or has of the wrong type.
    static func problem(_ problem: TokenFieldProblem) -> String {
        switch problem {
        case .missing(let key): return "\(key) is missing"
        case .notNumber(let key): return "\(key) is not a number"
        case .notString(let key): return "\(key) is not a string"
        case .unknownTokenType(let type): return "tokenType \(type) is not ACQUISITION or SERVICES"
        }
    }
}
