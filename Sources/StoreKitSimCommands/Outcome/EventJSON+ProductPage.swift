import StoreKitSim

/// Product page events ("Offering media for sale in your app", SKStoreProductViewController).
extension EventJSON {
    static func productPage(_ event: ProductPageEvent) -> (String, Fields) {
        typealias V = ValueJSON
        switch event {
        case .parametersPassed(let parameters): return ("parametersPassed", [("parameters", V.parameters(parameters))])
        case .loadCompleted(let load): return ("loadCompleted", self.load(load))
        case .loadNeverCompleted(let load): return ("loadNeverCompleted", self.load(load))
        case .paymentSheetPresented(let item): return ("paymentSheetPresented", [("item", V.mediaItem(item))])
        case .purchaseCancelled(let item): return ("purchaseCancelled", [("item", V.mediaItem(item))])
        case .purchased(let purchase):
            return ("purchased", [("item", V.mediaItem(purchase.item)), ("campaignToken", V.string(purchase.campaignToken)),
                                  ("providerToken", V.string(purchase.providerToken))])
        case .didFinish(let item): return ("didFinish", [("item", V.mediaItem(item))])
        }
    }

    /// loadProduct(withParameters:completionBlock:)'s outcome: `result` is presented, replaced,
    /// failed or neverCompleted; a failure's NSError as domain, code and localizedDescription.
    private static func load(_ load: ProductPageLoad) -> Fields {
        typealias V = ValueJSON
        var result = "presented", previous: String?, error = ResponseJSON.null, still: MediaItem?
        switch load.outcome {
        case .presented: break
        case .replaced(let id): (result, previous) = ("replaced", id)
        case .failed(let failure, let stillPresented):
            result = "failed"
            still = stillPresented
            error = .object([("domain", .string(failure.domain)), ("code", V.integer(failure.code)),
                             ("localizedDescription", .string(failure.localizedDescription))])
        case .neverCompleted: result = "neverCompleted"
        }
        return [("parameters", V.parameters(load.parameters)), ("result", .string(result)), ("item", V.mediaItem(load.item)),
                ("previousItemId", V.string(previous)), ("error", error), ("stillPresented", V.mediaItem(still))]
    }
}
