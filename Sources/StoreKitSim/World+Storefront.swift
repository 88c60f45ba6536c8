extension World {
    /// Changes the storefront, as when the customer's App Store account moves country.
    ///
    /// StoreKit tells the app through `paymentQueueDidChangeStorefront(_:)`. The payments area
    /// extends this with the `shouldContinue` question for open transactions.
    public mutating func changeStorefront(to storefront: Storefront) {
        self.storefront = storefront
        call("paymentQueueDidChangeStorefront(_:)", "\(storefront.countryCode) \(storefront.identifier)")
    }
}
