import StoreKitSim

/// The code redemption sheet's refusals in words.
extension OfferCodeError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .unknownCode(let code):
            return ErrorText("unknown-offer-code", "the code redemption sheet says '\(code)' is not a valid code",
                             hint: "'offers' lists the offer codes (type code)", argument: Key.code.name)
        case .alreadySubscribed(let code, let state):
            let group = OneValueText.text(state.group)
            return ErrorText("code-already-subscribed",
                             "'\(code)' is for another product of group \(group), and the customer is subscribed to \(state.productID)",
                             hint: "a current subscriber redeems a code for the product they hold; 'subscriptions' shows the group",
                             argument: Key.code.name)
        case .ineligible(let code, let group, let customer, let allowed):
            let names = allowed.sorted().map(\.rawValue).joined(separator: ", ")
            let article = customer == .new ? "a" : "an"
            return ErrorText("code-ineligible", """
                the code redemption sheet refuses '\(code)': it is for \(names) subscribers, and this customer is \(article) \
                \(customer.rawValue) subscriber of group \(OneValueText.text(group))
                """,
                             hint: "'offers' shows each code's eligibility; 'subscriptions' shows the group", argument: Key.code.name)
        case .needsNewerOS(let code, let minimum, let os):
            return ErrorText("code-needs-newer-os", "the code redemption sheet cannot redeem '\(code)' on iOS \(os): this offer code needs iOS \(minimum)",
                             hint: "'device os \(minimum)' runs a newer iOS (\"Supporting offer codes in your app\")")
        }
    }
}
