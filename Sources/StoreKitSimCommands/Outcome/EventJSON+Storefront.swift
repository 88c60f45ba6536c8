import StoreKitSim

/// Storefront events (SKStorefront, https://developer.apple.com/documentation/storekit/skstorefront).
extension EventJSON {
    static func storefront(_ event: StorefrontEvent) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .accountMoved(let from, let to):
            return ("accountMoved", [("from", V.storefront(from)), ("to", V.storefront(to))])
        case .accountUnchanged(let storefront):
            return ("accountUnchanged", [("storefront", V.storefront(storefront))])
        case .shouldContinueAsked(let answer):
            return ("shouldContinueAsked", V.transactionIDs(answer.transactionID) + [
                ("productId", .string(answer.productID.rawValue)), ("storefront", V.storefront(answer.storefront)),
                ("shouldContinue", .bool(answer.shouldContinue)), ("timedOut", .bool(answer.timedOut))])
        case .continuedWithoutDelegate(let id, let product, let storefront):
            return ("continuedWithoutDelegate", V.transactionIDs(id) + [
                ("productId", .string(product.rawValue)), ("storefront", V.storefront(storefront))])
        case .sandboxRegionChanged(let region, let current):
            return ("sandboxRegionChanged", [("region", V.storefront(region)), ("storefront", V.storefront(current))])
        case .sandboxSignedIn(let storefront):
            return ("sandboxSignedIn", [("storefront", V.storefront(storefront))])
        case .didChangeStorefront(let storefront):
            return ("didChangeStorefront", [("storefront", V.storefront(storefront))])
        }
    }
}
