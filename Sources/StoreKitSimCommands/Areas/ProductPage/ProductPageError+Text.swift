import StoreKitSim

/// The product page's errors in words.
extension ProductPageError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .campaignTokenTooLong(let token, let given):
            let bytes = token.utf8.count
            let chars = token.count == bytes ? "" : " (\(token.count) characters)"
            return ErrorText("campaign-token-too-long",
                             """
                                 the campaign token is \(bytes) bytes\(chars); SKStoreProductParameterCampaignToken takes at most \
                                 \(ProductPageParameters.maximumCampaignTokenBytes) bytes
                                 """,
                             hint: "shorten it: App Analytics campaign tokens are at most 40 bytes of UTF-8",
                                 argument: given ? Key.campaign.name : nil)
        case .providerWithoutCampaign(let given):
            return ErrorText("provider-without-campaign",
                             """
                                 a provider token needs a campaign token: SKStoreProductParameterProviderToken must be used together with \
                                 SKStoreProductParameterCampaignToken
                                 """,
                             hint: "add --campaign T, or leave out --provider", argument: given ? Key.provider.name : nil)
        case .noProductPage(let action):
            return ErrorText("no-product-page", LineText("no product page is presented to \(action == .buy ? "buy from" : "dismiss")").string,
                hint: "'load 12345' presents one")
        case .alreadyOwned(let item, let customer):
            return ErrorText("already-owned",
                """
                    \(customer) already owns \(item.id) \(ProductPageText.quoted(item.title)): the App Store shows Open, not a price, and sells it \
                    once per account
                    """,
                             hint: "'done' dismisses the page; 'customer new' signs in an account that does not own it")
        case .noPaymentSheet:
            return ErrorText("no-payment-sheet", "no payment sheet is up on the product page",
                hint: "'buy' on a page presented by 'load 12345' shows one")
        }
    }
}
