/// Why an identifier came back in `SKProductsResponse.invalidProductIdentifiers`.
///
/// StoreKit gives the app only the identifier; the simulator also names the cause (Apple's list in
/// "Fetching product information from the App Store") so QA can see which App Store Connect setting to fix.
public enum InvalidProductCause: Sendable, Hashable {
    /// No product with this id in App Store Connect (typo, wrong id, or not created yet).
    case unknownID
    /// The product exists but "Cleared for Sale" is off.
    case notClearedForSale
    /// The product is not available in this storefront (alpha-3 code).
    case notAvailableInStorefront(String)
    /// The Paid Applications Agreement is not signed: every identifier is invalid.
    case agreementUnsigned

}
