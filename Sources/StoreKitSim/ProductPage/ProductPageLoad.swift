/// What `loadProduct(withParameters:completionBlock:)` did: the dictionary it was given and
/// the completion block's `(result, error)`.
public struct ProductPageLoad: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// `result` true: the app presents the page modally.
        case presented
        /// `result` true while a page was already up: the new item replaces its content (Apple documents this).
        case replaced(previousItemID: String)
        /// `result` false with this error; a page already up keeps showing its item.
        case failed(ProductPageLoadError, stillPresented: MediaItem?)
        /// The completion block is never called (`page unknown-item silent`).
        case neverCompleted
    }

    public var parameters: ProductPageParameters
    public var outcome: Outcome
    public var item: MediaItem?
}

/// The error the completion block receives when a load fails.
///
/// Apple does not document the domain and code (UNCONFIRMED). The simulator uses
/// SKErrorDomain code 0 (`unknown`) for an item the App Store does not have, and
/// NSURLErrorDomain -1009 (not connected to the Internet) for the simulated network failure;
/// `localizedDescription` is what Foundation shows for those, which the sample prints.
public struct ProductPageLoadError: Sendable, Hashable {
    public var domain: String
    public var code: Int
    public var localizedDescription: String

    public static let unknownItem = ProductPageLoadError(
        domain: "SKErrorDomain", code: 0, localizedDescription: "The operation couldn’t be completed. (SKErrorDomain error 0.)")
    public static let offline = ProductPageLoadError(
        domain: "NSURLErrorDomain", code: -1009, localizedDescription: "The Internet connection appears to be offline.")
}

/// A media purchase made on the product page (the App Store sells it; no SKPaymentTransaction).
public struct MediaPurchase: Sendable, Hashable {
    public var item: MediaItem
    public var campaignToken: String?
    public var providerToken: String?
}
