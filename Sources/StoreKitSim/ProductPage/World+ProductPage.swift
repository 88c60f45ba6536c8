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

    /// The customer taps the price on the presented page: the App Store's payment sheet comes up
    /// for the item (a media purchase from the App Store, not an in-app purchase, so no payment
    /// transaction appears), as on a device; with dialogs disabled it is confirmed at once.
    /// An item the signed-in customer already owns is not sold again: the App Store shows Open
    /// (or a download button) instead of a price, so this throws `alreadyOwned` and counts
    /// nothing. Returns the purchase when it completed at once, nil while the sheet is up.
    @discardableResult
    public mutating func buyOnProductPage() throws -> MediaPurchase? {
        if let sheet, case .mediaPayment = sheet { throw SheetError.alreadyUp(sheet) }
        guard let page = productPage.presented, case .productPage? = sheet else { throw ProductPageError.noProductPage(.buy) }
        let customer = external.customer.name
        guard !productPage.owns(customer, page.item.id) else { throw ProductPageError.alreadyOwned(page.item, customer: customer) }
        if disableDialogs { return completeMediaPurchase(page) }
        sheet = .mediaPayment(itemID: page.item.id)
        record(.productPage(.paymentSheetPresented(page.item)))
        return nil
    }

    /// The customer confirms the media payment sheet: the purchase completes, the customer owns
    /// the item, the purchase counts for the page's campaign, and the page shows again.
    @discardableResult
    public mutating func confirmMediaPayment() throws(ProductPageError) -> MediaPurchase {
        guard case .mediaPayment? = sheet, let page = productPage.presented else { throw .noPaymentSheet }
        sheet = .productPage(itemID: page.item.id)
        return completeMediaPurchase(page)
    }

    /// The customer cancels the media payment sheet: nothing is bought or counted; the page shows again.
    public mutating func cancelMediaPayment() throws(ProductPageError) {
        guard case .mediaPayment? = sheet, let page = productPage.presented else { throw .noPaymentSheet }
        sheet = .productPage(itemID: page.item.id)
        record(.productPage(.purchaseCancelled(page.item)))
    }

    private mutating func completeMediaPurchase(_ page: PresentedProductPage) -> MediaPurchase {
        var page = page
        page.purchased = true
        productPage.presented = page
        productPage.owned[external.customer.name, default: []].insert(page.item.id)
        productPage.tally.recordPurchase(CampaignTally.Key(campaignToken: page.campaignToken, providerToken: page.providerToken))
        let purchase = MediaPurchase(item: page.item, campaignToken: page.campaignToken, providerToken: page.providerToken)
        record(.productPage(.purchased(purchase)))
        return purchase
    }

    /// The customer taps Done: StoreKit calls `productViewControllerDidFinish(_:)` and the
    /// delegate dismisses the page (as the sample does). Returns the item the page showed. Done is
    /// under the payment sheet while one is up, so that must be answered first.
    @discardableResult
    public mutating func finishProductPage() throws -> MediaItem {
        if let sheet, case .mediaPayment = sheet { throw SheetError.alreadyUp(sheet) }
        guard let page = productPage.presented, case .productPage? = sheet else { throw ProductPageError.noProductPage(.dismiss) }
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
