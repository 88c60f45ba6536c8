import StoreKitSim

/// The product page: the load's completion block, the purchase on the page, Done.
extension EventRenderer {
    static func callback(_ event: ProductPageEvent) -> String? {
        switch event {
        case .loadCompleted(let load):
            if case .failed(let error) = load.outcome { return "loadProduct(withParameters:completionBlock:) false \(error.domain) \(error.code)" }
            return "loadProduct(withParameters:completionBlock:) true"
        case .didFinish(let item):
            return "productViewControllerDidFinish(_:) \(item.id)"
        case .loadNeverCompleted, .purchased:
            return nil
        }
    }

    static func shown(_ event: ProductPageEvent) -> [OutputLine] {
        []
    }
}
