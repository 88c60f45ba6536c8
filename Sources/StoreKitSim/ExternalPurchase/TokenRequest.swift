/// What ExternalPurchaseCustomLink.token(for:) returned.
public enum TokenAnswer: Sendable, Hashable {
    /// A token; `issued` is true when it was created by this request.
    case token(CustomLinkToken, issued: Bool)
    /// nil: no active token of that type, and why.
    case none(NoTokenReason)
}

extension World {
    /// ExternalPurchaseCustomLink.token(for:) (Apple's ExternalPurchaseCustomLink.token(for:)).
    ///
    /// Throws when not eligible. The first eligible request for a customer stands for the
    /// install: a new customer gets ACQUISITION and SERVICES, an existing one SERVICES only; each
    /// token created records `tokenIssued`. Asking again while a token is active returns the same
    /// token (Apple allows the same or a refreshed one; the same keeps transcripts short).
    /// ACQUISITION never comes back after it expires. SERVICES comes back after expiry at once in
    /// sandbox, and in production only after an update or re-download (`recordUpdate()`).
    ///
    /// In Japan and Brazil (the allowed-regions entitlement) the types are IN_APP and LINK_OUT, from
    /// the region's OS (26.4, 26.5); ACQUISITION or SERVICES there, or IN_APP and LINK_OUT elsewhere,
    /// throws. `asTokenType` is the iOS 27.2 overload taking `ExternalPurchaseCustomLink.TokenType`.
    public mutating func customLinkToken(for type: CustomLinkTokenType, asTokenType: Bool = false) throws(ExternalPurchaseError) -> TokenAnswer {
        let eligibility = externalPurchaseEligibility
        guard eligibility.isEligible else { throw .notEligible(.token, eligibility.reasons) }
        if asTokenType, device.os < OSGate.tokenTypeStruct.minimumOS { throw .tokenTypeNeedsOS(type, device.os) }
        if eligibility.grantedBy == .allowedRegions, let gate = OSGate.regionalTokenTypes(region: ExternalPurchaseRegions.key(for: storefront)) {
            guard type.isRegional else { throw .regionalTokenTypes(storefront, gate) }
            guard device.os >= gate.minimumOS else { throw .regionalTokenNeedsOS(type, storefront, gate) }
            return try regionalToken(type)
        }
        if type.isRegional { throw .europeanTokenTypes(type, storefront) }
        let now = clock.now
        let customer = external.customer
        let index = external.customers.count - 1
        var issuedNow: [CustomLinkToken] = []
        if !customer.installed {
            let types: [CustomLinkTokenType] = customer.isNew ? [.acquisition, .services] : [.services]
            var expiries: [VirtualInstant] = []
            for type in types { expiries.append(try external.expiry(type, now: now)) }
            external.customers[index].installed = true
            for (issued, expires) in zip(types, expiries) { issuedNow.append(issueToken(issued, now: now, expires: expires,
                requested: issued == type)) }
        }
        let mine = external.tokens.filter { $0.customer == customer.name && $0.type == type }
        if let active = mine.last(where: { $0.isActive(at: now) }) {
            return .token(active, issued: issuedNow.contains(active))
        }
        switch type {
        case .acquisition:
            if !customer.isNew { return .none(.existingCustomer(customer: customer.name)) }
            return .none(.acquisitionPeriodOver(customer: customer.name, last: mine.last))
        case .services:
            guard external.environment == .sandbox || customer.updatePending else {
                return .none(.servicesAwaitUpdate(last: mine.last))
            }
            let expires = try external.expiry(.services, now: now)
            external.customers[index].updatePending = false
            return .token(issueToken(.services, now: now, expires: expires, requested: true), issued: true)
        case .inApp, .linkOut:
            return try regionalToken(type) // not reached: the regional types returned or threw above
        }
    }

    /// Japan's and Brazil's IN_APP and LINK_OUT: the signed-in customer's active token of that
    /// type, else a new one. UNCONFIRMED: Apple documents no install rule for these types (the EU's
    /// ACQUISITION once per customer does not apply); the simulator issues one on request when none
    /// is active, as sandbox does for SERVICES.
    private mutating func regionalToken(_ type: CustomLinkTokenType) throws(ExternalPurchaseError) -> TokenAnswer {
        let now = clock.now
        let customer = external.customer
        if let active = external.tokens.last(where: { $0.customer == customer.name && $0.type == type && $0.isActive(at: now) }) {
            return .token(active, issued: false)
        }
        let expires = try external.expiry(type, now: now)
        return .token(issueToken(type, now: now, expires: expires, requested: true), issued: true)
    }

    private mutating func issueToken(_ type: CustomLinkTokenType, now: VirtualInstant, expires: VirtualInstant, requested: Bool) -> CustomLinkToken {
        let token = external.issue(type, now: now, expires: expires, app: app, storefront: storefront)
        record(.externalPurchase(.tokenIssued(token, requested: requested)))
        return token
    }
}
