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
            return ErrorText("code-already-subscribed", "'\(code)' is for group \(group), and the customer is subscribed to \(state.productID)",
                             hint: "offer codes here start a subscription; 'subscriptions' shows the group", argument: Key.code.name)
        }
    }
}
