extension World {
    /// `SKStoreProductViewController.loadProduct(withParameters:completionBlock:)` followed by the
    /// sample's modal presentation on success ("Offering media for sale in your app").
    ///
    /// The app builds the parameter dictionary (its own turn), then the completion block runs
    /// (the next turn), unless it never does (`UnknownItemBehavior.silent`). Loading while the page
    /// is up replaces its content (Apple documents this), and counts a load for the new tokens.
    /// Another sheet (payment sheet, notice) must be answered first: the app cannot present a
    /// second modal controller over it.
    @discardableResult
    public mutating func loadProductPage(_ request: ProductPageRequest) throws -> ProductPageLoad {
        if let sheet, !isProductPage(sheet) { throw SheetError.alreadyUp(sheet) }
        let item = productPage.item(request.itemID)
        let parameters = try ProductPageParameters(request, item: item)
        record(.productPage(.parametersPassed(parameters)))
        if item == nil, productPage.networkAvailable, productPage.unknownItemBehavior == .silent {
            let load = ProductPageLoad(parameters: parameters, outcome: .neverCompleted, item: nil)
            record(.productPage(.loadNeverCompleted(load)))
            return load
        }
        let failure: ProductPageLoadError? = !productPage.networkAvailable ? .offline : item == nil ? .unknownItem : nil
        if let failure {
            let load = ProductPageLoad(parameters: parameters, outcome: .failed(failure, stillPresented: productPage.presented?.item), item: item)
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
    @discardableResult
    public mutating func buyOnProductPage() throws(ProductPageError) -> MediaPurchase {
        guard var page = productPage.presented, case .productPage? = sheet else { throw .noProductPage(.buy) }
        guard !page.purchased else { throw .alreadyBought(page.item) }
        page.purchased = true
        productPage.presented = page
        productPage.tally.recordPurchase(CampaignTally.Key(campaignToken: page.campaignToken, providerToken: page.providerToken))
        let purchase = MediaPurchase(item: page.item, campaignToken: page.campaignToken, providerToken: page.providerToken)
        record(.productPage(.purchased(purchase)))
        return purchase
    }

    /// The customer taps Done: StoreKit calls `productViewControllerDidFinish(_:)` and the
    /// delegate dismisses the page (as the sample does). Returns the item the page showed.
    @discardableResult
    public mutating func finishProductPage() throws(ProductPageError) -> MediaItem {
        guard let page = productPage.presented, case .productPage? = sheet else { throw .noProductPage(.dismiss) }
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
