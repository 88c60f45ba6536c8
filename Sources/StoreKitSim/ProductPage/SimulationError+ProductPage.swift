extension SimulationError {
    /// A campaign token longer than SKStoreProductParameterCampaignToken allows (facts 5.1).
    static func campaignTokenTooLong(_ token: String, argument: String?) -> SimulationError {
        let bytes = token.utf8.count
        let chars = token.count == bytes ? "" : " (\(token.count) characters)"
        return SimulationError(code: "campaign-token-too-long",
                               message: "the campaign token is \(bytes) bytes\(chars); SKStoreProductParameterCampaignToken takes at most \(ProductPageParameters.maximumCampaignTokenBytes) bytes",
                               hint: "shorten it: App Analytics campaign tokens are at most 40 bytes of UTF-8", argument: argument)
    }

    /// A provider token with no campaign token (facts 5.1: they must be used together).
    static func providerWithoutCampaign(argument: String?) -> SimulationError {
        SimulationError(code: "provider-without-campaign",
                        message: "a provider token needs a campaign token: SKStoreProductParameterProviderToken must be used together with SKStoreProductParameterCampaignToken",
                        hint: "add --campaign T, or leave out --provider", argument: argument)
    }

    static func noProductPage(action: String) -> SimulationError {
        SimulationError(code: "no-product-page", message: "no product page is presented to \(action)",
                        hint: "'load 12345' presents one")
    }

    static func alreadyBoughtOnPage(_ item: MediaItem) -> SimulationError {
        SimulationError(code: "already-bought", message: "\(item.id) was already bought on this page",
                        hint: "'done' dismisses the page; 'load \(item.id)' shows it again")
    }
}
