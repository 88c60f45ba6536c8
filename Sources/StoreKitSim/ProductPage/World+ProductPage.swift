extension World {
    /// `SKStoreProductViewController.loadProduct(withParameters:completionBlock:)` followed by the
    /// sample's modal presentation on success (seed 000; facts 5.2).
    ///
    /// Loading while the page is up replaces its content (Apple documents this), and counts a
    /// load for the new tokens. Another sheet (payment sheet, notice) must be answered first:
    /// the app cannot present a second modal controller over it.
    public mutating func loadProductPage(_ request: ProductPageRequest) throws -> ProductPageLoad {
        if let sheet, !isProductPage(sheet) { throw SheetError.alreadyUp(sheet) }
        let item = productPage.item(request.itemID)
        let parameters = try ProductPageParameters(request, item: item)
        if item == nil, productPage.networkAvailable, productPage.unknownItemBehavior == .silent {
            let load = ProductPageLoad(parameters: parameters, outcome: .neverCompleted, item: nil)
            record(.productPage(.loadNeverCompleted(load)))
            return load
        }
        let failure: ProductPageLoadError? = !productPage.networkAvailable ? .offline : item == nil ? .unknownItem : nil
        if let failure {
            let load = ProductPageLoad(parameters: parameters, outcome: .failed(failure), item: item)
            record(.productPage(.loadCompleted(load)))
            return load
        }
        guard let item else { preconditionFailure("checked above") }
        let previous = productPage.presented?.item.id
        productPage.presented = PresentedProductPage(item: item, campaignToken: parameters.sentCampaignToken,
                                                     providerToken: parameters.sentProviderToken)
        productPage.tally.recordLoad(CampaignTally.Key(campaignToken: parameters.sentCampaignToken, providerToken: parameters.sentProviderToken))
        sheet = .productPage(itemID: item.id)
        let load = ProductPageLoad(parameters: parameters, outcome: previous.map { .replaced(previousItemID: $0) } ?? .presented, item: item)
        record(.productPage(.loadCompleted(load)))
        return load
    }

    /// The customer buys the item on the presented page: a media purchase from the App Store,
    /// not an in-app purchase, so no payment transaction appears. The page stays up until Done.
    public mutating func buyOnProductPage() throws(SimulationError) -> MediaPurchase {
        guard var page = productPage.presented, case .productPage? = sheet else { throw .noProductPage(action: "buy from") }
        guard !page.purchased else { throw .alreadyBoughtOnPage(page.item) }
        page.purchased = true
        productPage.presented = page
        productPage.tally.recordPurchase(CampaignTally.Key(campaignToken: page.campaignToken, providerToken: page.providerToken))
        return MediaPurchase(item: page.item, campaignToken: page.campaignToken, providerToken: page.providerToken)
    }

    /// The customer taps Done: StoreKit calls `productViewControllerDidFinish(_:)` and the
    /// delegate dismisses the page (as the sample does). Returns the item the page showed.
    public mutating func finishProductPage() throws(SimulationError) -> MediaItem {
        guard let page = productPage.presented, case .productPage? = sheet else { throw .noProductPage(action: "dismiss") }
        record(.productPage(.didFinish(page.item)))
        productPage.presented = nil
        sheet = nil
        return page.item
    }

    private func isProductPage(_ sheet: Sheet) -> Bool {
        if case .productPage = sheet { return true }
        return false
    }
}
