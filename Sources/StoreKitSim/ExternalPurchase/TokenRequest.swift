/// What ExternalPurchaseCustomLink.token(for:) returned.
public enum TokenAnswer: Sendable, Hashable {
    /// A token; `issued` is true when it was created by this request.
    case token(CustomLinkToken, issued: Bool)
    /// nil: no active token of that type, and why.
    case none(reason: String)
}

extension World {
    /// ExternalPurchaseCustomLink.token(for:) (storekit-facts.md 3.2, 3.3).
    ///
    /// Throws when not eligible. The first eligible request for a customer stands for the
    /// install: a new customer gets ACQUISITION and SERVICES, an existing one SERVICES only.
    /// Asking again while a token is active returns the same token (Apple allows the same or a
    /// refreshed one; the same keeps transcripts short). ACQUISITION never comes back after it
    /// expires. SERVICES comes back after expiry at once in sandbox, and in production only after
    /// an update or re-download (`customer update`).
    public mutating func customLinkToken(for type: CustomLinkTokenType) throws(SimulationError) -> TokenAnswer {
        let eligibility = externalPurchaseEligibility
        guard eligibility.isEligible else { throw .notEligible("token(for:)", eligibility.reasons) }
        if eligibility.grantedBy == .allowedRegions, ["jp", "br"].contains(ExternalPurchaseRegions.key(for: storefront)) {
            throw .regionalTokenTypes(storefront)
        }
        let now = clock.now
        var customer = external.customer
        let index = external.customers.count - 1
        var issuedNow: [CustomLinkToken] = []
        if !customer.installed {
            customer.installed = true
            external.customers[index] = customer
            if customer.isNew { issuedNow.append(external.issue(.acquisition, now: now, app: app, storefront: storefront)) }
            issuedNow.append(external.issue(.services, now: now, app: app, storefront: storefront))
        }
        let mine = external.tokens.filter { $0.customer == customer.name && $0.type == type }
        if let active = mine.last(where: { $0.isActive(at: now) }) {
            return .token(active, issued: issuedNow.contains(active))
        }
        switch type {
        case .acquisition:
            if !customer.isNew {
                return .none(reason: "\(customer.name) is an existing customer: ACQUISITION comes only with a new customer's first install")
            }
            let last = mine.last.map { " (\($0.handle) expired \(VirtualClock.iso8601($0.expires)))" } ?? ""
            return .none(reason: "ACQUISITION had its one active period for \(customer.name)\(last); it is never issued again")
        case .services:
            guard external.environment == .sandbox || customer.updatePending else {
                let last = mine.last.map { "\($0.handle) expired \(VirtualClock.iso8601($0.expires)); " } ?? ""
                return .none(reason: "\(last)production issues the next SERVICES token after an update or re-download ('customer update')")
            }
            external.customers[index].updatePending = false
            return .token(external.issue(.services, now: now, app: app, storefront: storefront), issued: true)
        }
    }
}
