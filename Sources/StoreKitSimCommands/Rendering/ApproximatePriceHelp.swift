/// The one sentence `help` gives about `about` before a price, shared by every command whose
/// lines show one (`catalog`, `request`, `transactions`), so the word is explained the same way
/// wherever it appears.
enum ApproximatePriceHelp {
    static let sentence = """
        'about' before a price (about 460 JPY) marks one converted from the product's base price with the tool's approximate \
        rates, because neither the product's prices nor its currency prices give one for the storefront: App Store Connect \
        would generate that price from its own price points (\"List Automatically Generated Prices for an In-App Purchase \
        Price\"), so the real amount differs. The mark follows the price everywhere it shows (product lines, purchases, \
        transactions, renewals, refunds, subscriptions); 'product set ID --price 0.99,JPN=160' gives an exact one.
        """
}
