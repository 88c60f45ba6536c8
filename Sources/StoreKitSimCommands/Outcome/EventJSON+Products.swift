import StoreKitSim

/// Products request events ("Fetching product information from the App Store", SKProductsRequest).
extension EventJSON {
    static func products(_ event: ProductsEvent) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .shouldShowAnswered(let decision):
            let reason: String, countryCode: String?
            switch decision.branch {
            case .notListed: (reason, countryCode) = ("notListed", nil)
            case .listedWith(let code): (reason, countryCode) = ("listedWith", code)
            case .listedWithout(let code): (reason, countryCode) = ("listedWithout", code)
            case .hiddenIn(let code): (reason, countryCode) = ("hiddenIn", code)
            case .notHiddenIn(let code): (reason, countryCode) = ("notHiddenIn", code)
            }
            return ("shouldShowAnswered", [("productId", .string(decision.id.rawValue)), ("shouldShow", .bool(decision.show)),
                                           ("reason", .string(reason)), ("countryCode", V.string(countryCode))])
        case .requestStarted(let request):
            return ("requestStarted", [("requestId", .string(request.id)), ("productIdentifiers", V.products(request.productIDs))])
        case .requestReleased(let id):
            return ("requestReleased", [("requestId", .string(id))])
        case .responseReceived(let response, let handling):
            return ("responseReceived", [
                ("requestId", .string(response.requestID)),
                ("products", .array(response.products.map(V.receivedProduct))),
                ("invalidProductIdentifiers", .array(response.invalid.map(V.invalidProduct))),
                ("shownAsErrors", V.products(handling.shownAsErrors.map(\.id))),
                ("omitted", V.products(handling.omitted.map(\.id))),
                ("log", .array(handling.log.map { .object([("time", .string($0.time.iso8601)), ("productId", .string($0.invalidProductID.rawValue))]) })),
            ])
        case .requestFinished(let id):
            return ("requestFinished", [("requestId", .string(id))])
        }
    }
}
