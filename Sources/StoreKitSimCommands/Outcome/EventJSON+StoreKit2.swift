import StoreKitSim

/// StoreKit 2's calls (Product, Transaction, AppStore, Message) and the App Store Server API's
/// changes.
extension EventJSON {
    static func storeKit2(_ event: StoreKit2Event) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .productsLoaded(let requested, let products):
            return ("productsLoaded", [("requested", V.products(requested)), ("products", .array(products.map(V.receivedProduct)))])
        case .productsThrew(let error): return ("productsThrew", [("error", V.error(error))])
        case .purchaseReturned(let product, let result):
            var name = "success", transaction = ResponseJSON.null, verificationError: String?, error: SimulatedError?
            switch result {
            case .success(let t, let failure): (transaction, verificationError) = (V.transaction(t), failure?.rawValue)
            case .userCancelled: name = "userCancelled"
            case .pending: name = "pending"
            case .threw(let thrown): (name, error) = ("threw", thrown)
            }
            return ("purchaseReturned", [("productId", .string(product.rawValue)), ("result", .string(name)), ("transaction", transaction),
                                         ("verificationError", V.string(verificationError)), ("error", V.error(error))])
        case .synced(let error): return ("synced", [("error", V.error(error))])
        case .refundRequested(let id, let outcome):
            let (name, error): (String, SimulatedError?)
            switch outcome {
            case .success: (name, error) = ("success", nil)
            case .userCancelled: (name, error) = ("userCancelled", nil)
            case .threw(let thrown): (name, error) = ("threw", thrown)
            }
            return ("refundRequested", V.transactionIDs(id) + [("result", .string(name)), ("error", V.error(error))])
        case .refundDecided(let id, let granted): return ("refundDecided", V.transactionIDs(id) + [("granted", .bool(granted))])
        case .sheetCalled(let api, let error): return ("sheetCalled", [("api", .string(api.rawValue)), ("error", V.error(error))])
        case .messageDelivered(let message, let shown):
            return ("messageDelivered", [("message", V.message(message)), ("shown", .bool(shown))])
        case .messageDisplayed(let message): return ("messageDisplayed", [("message", V.message(message))])
        }
    }

    static func serverAPI(_ event: ServerAPIEvent) -> (String, Fields) {
        switch event {
        case .appAccountTokenSet(let id, let token):
            return ("appAccountTokenSet", ValueJSON.transactionIDs(id) + [("appAccountToken", ValueJSON.string(token))])
        case .consumptionInformationSent(let id):
            return ("consumptionInformationSent", ValueJSON.transactionIDs(id))
        }
    }
}
