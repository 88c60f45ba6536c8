import StoreKitSim

/// Payment queue events (SKPaymentQueue, SKPaymentTransactionObserver).
extension EventJSON {
    static func payments(_ event: PaymentEvent) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .transactionUpdated(let t): return ("transactionUpdated", [("transaction", V.transaction(t))])
        case .paymentSheetPresented(let sheet):
            let offer: ResponseJSON = sheet.offer.map { terms in
                .object([("offer", V.offer(terms.offer)), ("price", V.price(terms.price)), ("regularPeriod", V.period(terms.regularPeriod))])
            } ?? .null
            return ("paymentSheetPresented", V.transactionIDs(sheet.transactionID) + [
                ("productId", .string(sheet.productID.rawValue)), ("quantity", V.integer(sheet.quantity)),
                ("price", V.price(sheet.price)), ("offer", offer)])
        case .transactionRemoved(let t): return ("transactionRemoved", [("transaction", V.transaction(t))])
        case .restoreCompleted(let count): return ("restoreCompleted", [("count", V.integer(count))])
        case .refunded(let t): return ("refunded", [("transaction", V.transaction(t))])
        case .refundReversed(let t): return ("refundReversed", [("transaction", V.transaction(t))])
        case .entitlementsRevoked(let products): return ("entitlementsRevoked", [("productIdentifiers", V.products(products))])
        case .accessUnchanged(let refunded, let s):
            return ("accessUnchanged", [("refunded", .object(V.transactionIDs(refunded))), ("subscription", V.subscription(s))])
        case .familySharingStopped(let t): return ("familySharingStopped", [("transaction", V.transaction(t))])
        case .transactionDeleted(let t): return ("transactionDeleted", [("transaction", V.transaction(t))])
        case .appLaunched(let newDevice, let unfinished):
            return ("appLaunched", [("newDevice", .bool(newDevice)),
                                    ("unfinished", .array(unfinished.map { .object(V.transactionIDs($0)) }))])
        case .appLaunchedForFamilyMember: return ("appLaunchedForFamilyMember", [])
        case .transactionsCleared(let count): return ("transactionsCleared", [("count", V.integer(count))])
        case .notAvailableAlert(let title, let storefront):
            return ("notAvailableAlert", [("productTitle", .string(title)), ("storefront", V.storefront(storefront))])
        }
    }
}
