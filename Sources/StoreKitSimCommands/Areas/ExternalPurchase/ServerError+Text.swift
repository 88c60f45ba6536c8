import StoreKitSim

/// The developer's server's errors in words.
extension ServerError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .unknownToken(let word, let handles):
            let hint = Suggester.didYouMean(word, among: handles)
                ?? (handles.isEmpty ? """
                    in an eligible storefront 'token SERVICES' issues them: 'storefront set FRA' then 'token SERVICES' gives tok1 and tok2
                    """ : "'tokens' lists them")
            return ErrorText("unknown-token", "no token '\(word)'", hint: hint, argument: Key.token.name)
        case .alreadyAssociated(let token, let existing):
            return ErrorText("already-associated", "\(token.handle) is already associated with \(existing)",
                             hint: "a token belongs to one customer: associate each token with one account", argument: Key.account.name)
        case .amountOverflow(let id, let sum):
            let what: String
            switch sum {
            case .taxInclusive: what = "amountTaxExclusive + taxAmount of \(id)"
            case .leftAfterRefunds(let buy): what = "what is left of \(buy) after the refunds up to \(id)"
            }
            return ErrorText("amount-overflow", "\(what) does not fit in a 64-bit amount; nothing was sent",
                             hint: "amounts are whole milli-units: 12000 is 12.00 EUR", argument: Key.reportItems.name)
        }
    }
}
