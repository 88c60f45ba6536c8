import StoreKitSim

/// The StoreKit 2 refusals in words.
extension StoreKit2Error: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .errorNotForAPI(let api, let error):
            let takes: String
            switch api {
            case .verification: takes = "a VerificationResult.VerificationError case"
            case .purchase: takes = "a StoreKitError or Product.PurchaseError case"
            case .refundRequest: takes = "a StoreKitError or Transaction.RefundRequestError case"
            default: takes = "a StoreKitError case"
            }
            return ErrorText("error-not-for-api", "\(api.rawValue) cannot fail with \(StoreKit2Text.error(error)): it takes \(takes)",
                             hint: "'help simulate-error' lists each API's errors", argument: Key.errorWord.name)
        case .noRefundRequest(let id):
            return ErrorText("no-refund-request", "no refund request waits for \(id)",
                             hint: "'transaction refund-request \(id)' asks for one first", argument: Key.txn.name)
        case .notRefundable(let transaction):
            let why = transaction.revocationDate != nil ? "already refunded" : transaction.state.rawValue
            return ErrorText("not-refundable", "\(transaction.id) is \(why): a refund request needs a purchased transaction not yet refunded",
                             hint: "'transaction all' lists the purchased ones", argument: Key.txn.name)
        case .noDeferredMessage:
            return ErrorText("no-deferred-message", "no deferred message waits to be displayed",
                             hint: "with 'message-handling defer', messages wait for 'message display'")
        case .unknownSubscription(let name):
            return ErrorText("unknown-subscription", "'\(name)' is neither a subscription group nor an auto-renewable product",
                             hint: "'catalog' lists the products with their groups", argument: Key.group.name)
        case .apiNeedsNewerOS(let api, let minimum, let os):
            return ErrorText("api-needs-newer-os", "\(api) needs iOS \(minimum) or later; the device runs iOS \(os)",
                             hint: "'device os \(minimum)' runs a newer iOS")
        }
    }
}
