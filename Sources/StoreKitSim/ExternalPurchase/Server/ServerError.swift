/// Why the developer's server could not do what it was asked (Apple's External Purchase Server API). The
/// command layer words each case.
public enum ServerError: Error, Sendable, Hashable {
    /// No token has this handle, externalPurchaseId or value; the handles of the tokens there are.
    case unknownToken(String, handles: [String])
    /// A token belongs to one customer: it is already associated with another account.
    case alreadyAssociated(CustomLinkToken, account: String)
    /// A line item's amounts do not fit in 64 bits when the rules add them up.
    case amountOverflow(lineItemId: String, AmountSum)
}

/// A sum the report rules compute from a line item's amounts.
public enum AmountSum: Sendable, Hashable {
    /// amountTaxExclusive + taxAmount, compared with amountTaxInclusive.
    case taxInclusive
    /// The buy's amountTaxExclusive less every refund of it, the buy's line item id.
    case leftAfterRefunds(buy: String)
}
