/// Why an identifier came back in `SKProductsResponse.invalidProductIdentifiers`.
///
/// StoreKit gives the app only the identifier; the simulator also names the cause (storekit-facts
/// §6, Apple's list) so QA can see which App Store Connect setting to fix.
public enum InvalidProductCause: Sendable, Hashable, CustomStringConvertible {
    /// No product with this id in App Store Connect (typo, wrong id, or not created yet).
    case unknownID
    /// The product exists but "Cleared for Sale" is off.
    case notClearedForSale
    /// The product is not available in this storefront (alpha-3 code).
    case notAvailableInStorefront(String)
    /// The Paid Applications Agreement is not signed: every identifier is invalid.
    case agreementUnsigned

    public var description: String {
        switch self {
        case .unknownID: return "unknown id"
        case .notClearedForSale: return "not cleared for sale"
        case .notAvailableInStorefront(let code): return "not available in \(code)"
        case .agreementUnsigned: return "agreement unsigned"
        }
    }
}
