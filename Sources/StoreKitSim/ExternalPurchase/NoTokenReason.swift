/// Why token(for:) returned nil: there is no active token of that type (Apple's ExternalPurchaseCustomLink.token(for:)).
public enum NoTokenReason: Sendable, Hashable {
    /// An existing customer never gets ACQUISITION: it comes only with a new customer's first install.
    case existingCustomer(customer: String)
    /// ACQUISITION had its one active period for the customer; `last` is the token that expired.
    case acquisitionPeriodOver(customer: String, last: CustomLinkToken?)
    /// Production issues the next SERVICES token only after an update or re-download; `last` is the
    /// token that expired.
    case servicesAwaitUpdate(last: CustomLinkToken?)
}
